import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ImpersonateInputs */

const en_admin_impersonate = /** @type {(inputs: Admin_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonate`)
};

const de_admin_impersonate = /** @type {(inputs: Admin_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Benutzer anmelden`)
};

/**

* @param {Admin_ImpersonateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_impersonate = /** @type {((inputs?: Admin_ImpersonateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ImpersonateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_impersonate(inputs)
	return en_admin_impersonate(inputs)
});