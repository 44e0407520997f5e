import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Moved_ToastInputs */

const en_gwl_moved_toast = /** @type {(inputs: Gwl_Moved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeanmeldung for the new place created. Enter the new Betriebsstätte.`)
};

const de_gwl_moved_toast = /** @type {(inputs: Gwl_Moved_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeanmeldung für den neuen Ort erstellt. Geben Sie die neue Betriebsstätte ein.`)
};

/**

* @param {Gwl_Moved_ToastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_moved_toast = /** @type {((inputs?: Gwl_Moved_ToastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Moved_ToastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_moved_toast(inputs)
	return en_gwl_moved_toast(inputs)
});