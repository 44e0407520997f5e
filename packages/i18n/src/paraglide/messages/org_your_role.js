import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Your_RoleInputs */

const en_org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your role:`)
};

const de_org_your_role = /** @type {(inputs: Org_Your_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Rolle:`)
};

/**

* @param {Org_Your_RoleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_your_role = /** @type {((inputs?: Org_Your_RoleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Your_RoleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_your_role(inputs)
	return en_org_your_role(inputs)
});