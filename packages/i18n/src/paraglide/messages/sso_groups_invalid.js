import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Groups_InvalidInputs */

const en_sso_groups_invalid = /** @type {(inputs: Sso_Groups_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List at most 20 groups of at most 200 characters each.`)
};

const de_sso_groups_invalid = /** @type {(inputs: Sso_Groups_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie höchstens 20 Gruppen mit je höchstens 200 Zeichen an.`)
};

/**

* @param {Sso_Groups_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_groups_invalid = /** @type {((inputs?: Sso_Groups_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Groups_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_groups_invalid(inputs)
	return en_sso_groups_invalid(inputs)
});