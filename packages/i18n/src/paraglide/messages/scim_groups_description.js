import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Groups_DescriptionInputs */

const en_scim_groups_description = /** @type {(inputs: Scim_Groups_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members of these directory groups are admins; everyone else the directory provisions is a member.`)
};

const de_scim_groups_description = /** @type {(inputs: Scim_Groups_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder dieser Verzeichnisgruppen sind Administratoren; alle anderen, die das Verzeichnis anlegt, sind Mitglieder.`)
};

/**

* @param {Scim_Groups_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_groups_description = /** @type {((inputs?: Scim_Groups_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Groups_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_groups_description(inputs)
	return en_scim_groups_description(inputs)
});