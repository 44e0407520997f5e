import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organizationName: NonNullable<unknown> }} Mail_Ownership_Received_SubjectInputs */

const en_mail_ownership_received_subject = /** @type {(inputs: Mail_Ownership_Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now an owner of ${i?.organizationName}`)
};

const de_mail_ownership_received_subject = /** @type {(inputs: Mail_Ownership_Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind jetzt Inhaber von ${i?.organizationName}`)
};

/**

* @param {Mail_Ownership_Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_received_subject = /** @type {((inputs: Mail_Ownership_Received_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ownership_Received_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_ownership_received_subject(inputs)
	return en_mail_ownership_received_subject(inputs)
});