import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_History_ThisInputs */

const en_gwl_history_this = /** @type {(inputs: Gwl_History_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(this document)`)
};

const de_gwl_history_this = /** @type {(inputs: Gwl_History_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(dieses Dokument)`)
};

/**

* @param {Gwl_History_ThisInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_history_this = /** @type {((inputs?: Gwl_History_ThisInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_History_ThisInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_history_this(inputs)
	return en_gwl_history_this(inputs)
});