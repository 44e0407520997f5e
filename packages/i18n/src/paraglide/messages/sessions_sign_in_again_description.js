import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sessions_Sign_In_Again_DescriptionInputs */

const en_sessions_sign_in_again_description = /** @type {(inputs: Sessions_Sign_In_Again_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security, sign in again to see and manage your sessions.`)
};

const de_sessions_sign_in_again_description = /** @type {(inputs: Sessions_Sign_In_Again_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich zu Ihrer Sicherheit erneut an, um Ihre Sitzungen zu sehen und zu verwalten.`)
};

/**

* @param {Sessions_Sign_In_Again_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_in_again_description = /** @type {((inputs?: Sessions_Sign_In_Again_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Sign_In_Again_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_sign_in_again_description(inputs)
	return en_sessions_sign_in_again_description(inputs)
});