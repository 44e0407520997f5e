import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Revoke_QuestionInputs */

const en_apikey_revoke_question = /** @type {(inputs: Apikey_Revoke_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software that uses it gets 401 from its next call. This cannot be undone.`)
};

const de_apikey_revoke_question = /** @type {(inputs: Apikey_Revoke_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software, die ihn verwendet, erhält ab ihrem nächsten Aufruf den Fehler 401. Dies kann nicht rückgängig gemacht werden.`)
};

/**

* @param {Apikey_Revoke_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_revoke_question = /** @type {((inputs?: Apikey_Revoke_QuestionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Revoke_QuestionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_revoke_question(inputs)
	return en_apikey_revoke_question(inputs)
});