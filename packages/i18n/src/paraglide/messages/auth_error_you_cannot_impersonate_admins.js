import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_You_Cannot_Impersonate_AdminsInputs */

const en_auth_error_you_cannot_impersonate_admins = /** @type {(inputs: Auth_Error_You_Cannot_Impersonate_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot impersonate admins`)
};

const de_auth_error_you_cannot_impersonate_admins = /** @type {(inputs: Auth_Error_You_Cannot_Impersonate_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich nicht als Administrator anmelden`)
};

/**

* @param {Auth_Error_You_Cannot_Impersonate_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_cannot_impersonate_admins = /** @type {((inputs?: Auth_Error_You_Cannot_Impersonate_AdminsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_You_Cannot_Impersonate_AdminsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_you_cannot_impersonate_admins(inputs)
	return en_auth_error_you_cannot_impersonate_admins(inputs)
});