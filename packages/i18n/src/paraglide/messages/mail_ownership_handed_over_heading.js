import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newOwnerName: NonNullable<unknown>, organizationName: NonNullable<unknown> }} Mail_Ownership_Handed_Over_HeadingInputs */

const en_mail_ownership_handed_over_heading = /** @type {(inputs: Mail_Ownership_Handed_Over_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.newOwnerName} is now an owner of ${i?.organizationName}`)
};

const de_mail_ownership_handed_over_heading = /** @type {(inputs: Mail_Ownership_Handed_Over_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.newOwnerName} ist jetzt Inhaber von ${i?.organizationName}`)
};

/**

* @param {Mail_Ownership_Handed_Over_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_handed_over_heading = /** @type {((inputs: Mail_Ownership_Handed_Over_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ownership_Handed_Over_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_ownership_handed_over_heading(inputs)
	return en_mail_ownership_handed_over_heading(inputs)
});