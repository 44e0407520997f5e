import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ previousOwnerName: NonNullable<unknown>, organizationName: NonNullable<unknown> }} Mail_Ownership_Received_BodyInputs */

const en_mail_ownership_received_body = /** @type {(inputs: Mail_Ownership_Received_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.previousOwnerName} transferred the ownership of ${i?.organizationName} to you. You can now change its settings, manage its members and delete it.`)
};

const de_mail_ownership_received_body = /** @type {(inputs: Mail_Ownership_Received_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.previousOwnerName} hat Ihnen die Inhaberschaft von ${i?.organizationName} übertragen. Sie können jetzt die Einstellungen ändern, die Mitglieder verwalten und die Organisation löschen.`)
};

/**

* @param {Mail_Ownership_Received_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_received_body = /** @type {((inputs: Mail_Ownership_Received_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ownership_Received_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_ownership_received_body(inputs)
	return en_mail_ownership_received_body(inputs)
});