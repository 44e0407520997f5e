import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Danger_Deleted_OrganizationsInputs */

const en_danger_deleted_organizations = /** @type {(inputs: Danger_Deleted_OrganizationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This organization has no other members and is deleted with your account:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`These organizations have no other members and are deleted with your account:`);
	return /** @type {LocalizedString} */ ("danger_deleted_organizations");
};

const de_danger_deleted_organizations = /** @type {(inputs: Danger_Deleted_OrganizationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Diese Organisation hat keine weiteren Mitglieder und wird mit Ihrem Konto gelöscht:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Diese Organisationen haben keine weiteren Mitglieder und werden mit Ihrem Konto gelöscht:`);
	return /** @type {LocalizedString} */ ("danger_deleted_organizations");
};

/**

* @param {Danger_Deleted_OrganizationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_deleted_organizations = /** @type {((inputs: Danger_Deleted_OrganizationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Danger_Deleted_OrganizationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_danger_deleted_organizations(inputs)
	return en_danger_deleted_organizations(inputs)
});