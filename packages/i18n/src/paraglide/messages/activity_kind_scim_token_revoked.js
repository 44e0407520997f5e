import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Kind_Scim_Token_RevokedInputs */

const en_activity_kind_scim_token_revoked = /** @type {(inputs: Activity_Kind_Scim_Token_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisioning token revoked`)
};

const de_activity_kind_scim_token_revoked = /** @type {(inputs: Activity_Kind_Scim_Token_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisionierungs-Token widerrufen`)
};

/**

* @param {Activity_Kind_Scim_Token_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_scim_token_revoked = /** @type {((inputs?: Activity_Kind_Scim_Token_RevokedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Kind_Scim_Token_RevokedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_kind_scim_token_revoked(inputs)
	return en_activity_kind_scim_token_revoked(inputs)
});