import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Transfer_DescriptionInputs */

const en_org_transfer_description = /** @type {(inputs: Org_Transfer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The member you choose becomes an owner; you stay as an admin. Both of you get an email.`)
};

const de_org_transfer_description = /** @type {(inputs: Org_Transfer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das gewählte Mitglied wird Inhaber; Sie bleiben Administrator. Sie erhalten beide eine E-Mail.`)
};

/**

* @param {Org_Transfer_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_transfer_description = /** @type {((inputs?: Org_Transfer_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Transfer_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_transfer_description(inputs)
	return en_org_transfer_description(inputs)
});