import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Organization_ExistsInputs */

const en_error_organization_exists = /** @type {(inputs: Error_Organization_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization already exists`)
};

const de_error_organization_exists = /** @type {(inputs: Error_Organization_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Organisation gibt es bereits`)
};

/**

* @param {Error_Organization_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_organization_exists = /** @type {((inputs?: Error_Organization_ExistsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Organization_ExistsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_organization_exists(inputs)
	return en_error_organization_exists(inputs)
});