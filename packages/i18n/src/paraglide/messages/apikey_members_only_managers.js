import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Members_Only_ManagersInputs */

const en_apikey_members_only_managers = /** @type {(inputs: Apikey_Members_Only_ManagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owners and admins of an organization see its members' keys.`)
};

const de_apikey_members_only_managers = /** @type {(inputs: Apikey_Members_Only_ManagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren einer Organisation sehen die Schlüssel ihrer Mitglieder.`)
};

/**

* @param {Apikey_Members_Only_ManagersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_members_only_managers = /** @type {((inputs?: Apikey_Members_Only_ManagersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Members_Only_ManagersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_members_only_managers(inputs)
	return en_apikey_members_only_managers(inputs)
});