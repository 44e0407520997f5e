import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_ReopenInputs */

const en_gewa_reopen = /** @type {(inputs: Gewa_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open for editing`)
};

const de_gewa_reopen = /** @type {(inputs: Gewa_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Bearbeitung öffnen`)
};

/**

* @param {Gewa_ReopenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_reopen = /** @type {((inputs?: Gewa_ReopenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_ReopenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_reopen(inputs)
	return en_gewa_reopen(inputs)
});