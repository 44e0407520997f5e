import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Last_Owner_DemoteInputs */

const en_org_last_owner_demote = /** @type {(inputs: Org_Last_Owner_DemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are the only owner of this organization. Transfer ownership to another member before changing your role.`)
};

const de_org_last_owner_demote = /** @type {(inputs: Org_Last_Owner_DemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber dieser Organisation. Übertragen Sie die Inhaberschaft an ein anderes Mitglied, bevor Sie Ihre Rolle ändern.`)
};

/**

* @param {Org_Last_Owner_DemoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_last_owner_demote = /** @type {((inputs?: Org_Last_Owner_DemoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Last_Owner_DemoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_last_owner_demote(inputs)
	return en_org_last_owner_demote(inputs)
});