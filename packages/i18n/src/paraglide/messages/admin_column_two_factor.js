import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Column_Two_FactorInputs */

const en_admin_column_two_factor = /** @type {(inputs: Admin_Column_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2FA`)
};

const de_admin_column_two_factor = /** @type {(inputs: Admin_Column_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2FA`)
};

/**

* @param {Admin_Column_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_column_two_factor = /** @type {((inputs?: Admin_Column_Two_FactorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Column_Two_FactorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_column_two_factor(inputs)
	return en_admin_column_two_factor(inputs)
});