import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organizationName: NonNullable<unknown>, newOwnerName: NonNullable<unknown> }} Mail_Ownership_Handed_Over_BodyInputs */

const en_mail_ownership_handed_over_body = /** @type {(inputs: Mail_Ownership_Handed_Over_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You transferred the ownership of ${i?.organizationName} to ${i?.newOwnerName}. You stay in the organization as an admin.`)
};

const de_mail_ownership_handed_over_body = /** @type {(inputs: Mail_Ownership_Handed_Over_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben die Inhaberschaft von ${i?.organizationName} an ${i?.newOwnerName} übertragen. Sie bleiben als Administrator in der Organisation.`)
};

/**

* @param {Mail_Ownership_Handed_Over_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_body = /** @type {((inputs: Mail_Ownership_Handed_Over_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ownership_Handed_Over_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_ownership_handed_over_body(inputs)
	return en_mail_ownership_handed_over_body(inputs)
});