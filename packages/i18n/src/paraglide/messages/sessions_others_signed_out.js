import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessions_Others_Signed_OutInputs */

const en_sessions_others_signed_out = /** @type {(inputs: Sessions_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out of all other sessions`)
};

const de_sessions_others_signed_out = /** @type {(inputs: Sessions_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anderen Sitzungen wurden abgemeldet`)
};

/**

* @param {Sessions_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_others_signed_out = /** @type {((inputs?: Sessions_Others_Signed_OutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Others_Signed_OutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_others_signed_out(inputs)
	return en_sessions_others_signed_out(inputs)
});