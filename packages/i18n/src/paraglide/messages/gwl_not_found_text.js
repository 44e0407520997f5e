import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gwl_Not_Found_TextInputs */

const en_gwl_not_found_text = /** @type {(inputs: Gwl_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.name} does not exist or does not belong to your account.`)
};

const de_gwl_not_found_text = /** @type {(inputs: Gwl_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.name} existiert nicht oder gehört nicht zu Ihrem Konto.`)
};

/**

* @param {Gwl_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_not_found_text = /** @type {((inputs: Gwl_Not_Found_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Not_Found_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_not_found_text(inputs)
	return en_gwl_not_found_text(inputs)
});