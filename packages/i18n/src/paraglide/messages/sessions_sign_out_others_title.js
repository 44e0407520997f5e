import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessions_Sign_Out_Others_TitleInputs */

const en_sessions_sign_out_others_title = /** @type {(inputs: Sessions_Sign_Out_Others_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out of all other sessions?`)
};

const de_sessions_sign_out_others_title = /** @type {(inputs: Sessions_Sign_Out_Others_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Möchten Sie alle anderen Sitzungen abmelden?`)
};

/**

* @param {Sessions_Sign_Out_Others_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_others_title = /** @type {((inputs?: Sessions_Sign_Out_Others_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Sign_Out_Others_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_sign_out_others_title(inputs)
	return en_sessions_sign_out_others_title(inputs)
});