import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_WarningInputs */

const en_gwl_warning = /** @type {(inputs: Gwl_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note:`)
};

const de_gwl_warning = /** @type {(inputs: Gwl_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis:`)
};

/**

* @param {Gwl_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_warning = /** @type {((inputs?: Gwl_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_warning(inputs)
	return en_gwl_warning(inputs)
});