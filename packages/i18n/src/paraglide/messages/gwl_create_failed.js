import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Create_FailedInputs */

const en_gwl_create_failed = /** @type {(inputs: Gwl_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notice could not be created.`)
};

const de_gwl_create_failed = /** @type {(inputs: Gwl_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Meldung konnte nicht erstellt werden.`)
};

/**

* @param {Gwl_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_create_failed = /** @type {((inputs?: Gwl_Create_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Create_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_create_failed(inputs)
	return en_gwl_create_failed(inputs)
});