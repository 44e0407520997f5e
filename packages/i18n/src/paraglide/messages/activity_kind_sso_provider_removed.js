import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Kind_Sso_Provider_RemovedInputs */

const en_activity_kind_sso_provider_removed = /** @type {(inputs: Activity_Kind_Sso_Provider_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity provider removed`)
};

const de_activity_kind_sso_provider_removed = /** @type {(inputs: Activity_Kind_Sso_Provider_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter entfernt`)
};

/**

* @param {Activity_Kind_Sso_Provider_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_sso_provider_removed = /** @type {((inputs?: Activity_Kind_Sso_Provider_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Kind_Sso_Provider_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_kind_sso_provider_removed(inputs)
	return en_activity_kind_sso_provider_removed(inputs)
});