import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Email_Addresses_LabelInputs */

const en_org_email_addresses_label = /** @type {(inputs: Org_Email_Addresses_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email addresses`)
};

const de_org_email_addresses_label = /** @type {(inputs: Org_Email_Addresses_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adressen`)
};

/**

* @param {Org_Email_Addresses_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_email_addresses_label = /** @type {((inputs?: Org_Email_Addresses_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Email_Addresses_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_email_addresses_label(inputs)
	return en_org_email_addresses_label(inputs)
});