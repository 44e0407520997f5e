import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviterName: NonNullable<unknown>, inviterEmail: NonNullable<unknown>, organizationName: NonNullable<unknown> }} Mail_Invitation_BodyInputs */

const en_mail_invitation_body = /** @type {(inputs: Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviterName} (${i?.inviterEmail}) invited you to join ${i?.organizationName}.`)
};

const de_mail_invitation_body = /** @type {(inputs: Mail_Invitation_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviterName} (${i?.inviterEmail}) hat Sie eingeladen, ${i?.organizationName} beizutreten.`)
};

/**

* @param {Mail_Invitation_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_invitation_body = /** @type {((inputs: Mail_Invitation_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invitation_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_invitation_body(inputs)
	return en_mail_invitation_body(inputs)
});