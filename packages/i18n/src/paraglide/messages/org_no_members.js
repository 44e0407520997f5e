import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_No_MembersInputs */

const en_org_no_members = /** @type {(inputs: Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members yet.`)
};

const de_org_no_members = /** @type {(inputs: Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mitglieder.`)
};

/**

* @param {Org_No_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_no_members = /** @type {((inputs?: Org_No_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_No_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_no_members(inputs)
	return en_org_no_members(inputs)
});