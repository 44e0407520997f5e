import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Delete_QuestionInputs */

const en_passkey_delete_question = /** @type {(inputs: Passkey_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can no longer sign in with it. The key stays on your device until you remove it there.`)
};

const de_passkey_delete_question = /** @type {(inputs: Passkey_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich dann nicht mehr damit anmelden. Der Schlüssel bleibt auf Ihrem Gerät, bis Sie ihn dort entfernen.`)
};

/**

* @param {Passkey_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_delete_question = /** @type {((inputs?: Passkey_Delete_QuestionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Delete_QuestionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_delete_question(inputs)
	return en_passkey_delete_question(inputs)
});