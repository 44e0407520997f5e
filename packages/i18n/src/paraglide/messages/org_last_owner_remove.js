import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Last_Owner_RemoveInputs */

const en_org_last_owner_remove = /** @type {(inputs: Org_Last_Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The only owner cannot be removed. The owner can transfer ownership to another member first, or delete the organization.`)
};

const de_org_last_owner_remove = /** @type {(inputs: Org_Last_Owner_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der einzige Inhaber kann nicht entfernt werden. Der Inhaber kann die Inhaberschaft zuerst an ein anderes Mitglied übertragen oder die Organisation löschen.`)
};

/**

* @param {Org_Last_Owner_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_last_owner_remove = /** @type {((inputs?: Org_Last_Owner_RemoveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Last_Owner_RemoveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_last_owner_remove(inputs)
	return en_org_last_owner_remove(inputs)
});