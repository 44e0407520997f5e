import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ emails: NonNullable<unknown> }} Org_Emails_InvalidInputs */

const en_org_emails_invalid = /** @type {(inputs: Org_Emails_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not a valid email address: ${i?.emails}`)
};

const de_org_emails_invalid = /** @type {(inputs: Org_Emails_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine gültige E-Mail-Adresse: ${i?.emails}`)
};

/**

* @param {Org_Emails_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_emails_invalid = /** @type {((inputs: Org_Emails_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Emails_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_emails_invalid(inputs)
	return en_org_emails_invalid(inputs)
});