import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Active_OrganizationInputs */

const en_shell_active_organization = /** @type {(inputs: Shell_Active_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active organization`)
};

const de_shell_active_organization = /** @type {(inputs: Shell_Active_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Organisation`)
};

/**

* @param {Shell_Active_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_active_organization = /** @type {((inputs?: Shell_Active_OrganizationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Active_OrganizationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_active_organization(inputs)
	return en_shell_active_organization(inputs)
});