import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Invitations_DescriptionInputs */

const en_org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite people by email. They receive a link to join as members.`)
};

const de_org_invitations_description = /** @type {(inputs: Org_Invitations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laden Sie Personen per E-Mail ein. Sie erhalten einen Link, über den sie als Mitglieder beitreten.`)
};

/**

* @param {Org_Invitations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invitations_description = /** @type {((inputs?: Org_Invitations_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitations_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_invitations_description(inputs)
	return en_org_invitations_description(inputs)
});