import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layout_No_EmailInputs */

const en_layout_no_email = /** @type {(inputs: Layout_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No email`)
};

const de_layout_no_email = /** @type {(inputs: Layout_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine E-Mail-Adresse`)
};

/**

* @param {Layout_No_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const layout_no_email = /** @type {((inputs?: Layout_No_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Layout_No_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_layout_no_email(inputs)
	return en_layout_no_email(inputs)
});