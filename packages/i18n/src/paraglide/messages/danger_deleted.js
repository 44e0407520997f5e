import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Danger_DeletedInputs */

const en_danger_deleted = /** @type {(inputs: Danger_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was deleted`)
};

const de_danger_deleted = /** @type {(inputs: Danger_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto wurde gelöscht`)
};

/**

* @param {Danger_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_deleted = /** @type {((inputs?: Danger_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Danger_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_danger_deleted(inputs)
	return en_danger_deleted(inputs)
});