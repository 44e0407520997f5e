import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Members_FailedInputs */

const en_org_members_failed = /** @type {(inputs: Org_Members_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load organization members. Please try again.`)
};

const de_org_members_failed = /** @type {(inputs: Org_Members_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mitglieder der Organisation konnten nicht geladen werden. Bitte versuchen Sie es erneut.`)
};

/**

* @param {Org_Members_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_members_failed = /** @type {((inputs?: Org_Members_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Members_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_members_failed(inputs)
	return en_org_members_failed(inputs)
});