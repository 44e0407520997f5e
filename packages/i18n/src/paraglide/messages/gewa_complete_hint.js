import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Complete_HintInputs */

const en_gewa_complete_hint = /** @type {(inputs: Gewa_Complete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can complete the form once every section is complete.`)
};

const de_gewa_complete_hint = /** @type {(inputs: Gewa_Complete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abschließen geht, sobald alle Abschnitte vollständig sind.`)
};

/**

* @param {Gewa_Complete_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_complete_hint = /** @type {((inputs?: Gewa_Complete_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Complete_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_complete_hint(inputs)
	return en_gewa_complete_hint(inputs)
});