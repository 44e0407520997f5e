import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Change_TitleInputs */

const en_gwl_change_title = /** @type {(inputs: Gwl_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changes?`)
};

const de_gwl_change_title = /** @type {(inputs: Gwl_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was ändert sich?`)
};

/**

* @param {Gwl_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_change_title = /** @type {((inputs?: Gwl_Change_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Change_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_change_title(inputs)
	return en_gwl_change_title(inputs)
});