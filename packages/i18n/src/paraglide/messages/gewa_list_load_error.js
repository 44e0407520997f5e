import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_List_Load_ErrorInputs */

const en_gewa_list_load_error = /** @type {(inputs: Gewa_List_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gewerbeanmeldungen could not be loaded.`)
};

const de_gewa_list_load_error = /** @type {(inputs: Gewa_List_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gewerbeanmeldungen konnten nicht geladen werden.`)
};

/**

* @param {Gewa_List_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_list_load_error = /** @type {((inputs?: Gewa_List_Load_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_List_Load_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_list_load_error(inputs)
	return en_gewa_list_load_error(inputs)
});