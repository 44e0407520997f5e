import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Invalid_TextInputs */

const en_reset_invalid_text = /** @type {(inputs: Reset_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset links work once and expire after one hour. Ask for a new link and use the newest mail.`)
};

const de_reset_invalid_text = /** @type {(inputs: Reset_Invalid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links zum Zurücksetzen des Passworts gelten nur einmal und laufen nach einer Stunde ab. Fordern Sie einen neuen Link an und verwenden Sie die neueste E-Mail.`)
};

/**

* @param {Reset_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const reset_invalid_text = /** @type {((inputs?: Reset_Invalid_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Invalid_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_reset_invalid_text(inputs)
	return en_reset_invalid_text(inputs)
});