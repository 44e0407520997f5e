import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apikey_Shown_OnceInputs */

const en_apikey_shown_once = /** @type {(inputs: Apikey_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy this key now. It is shown only once: the server keeps only a fingerprint of it.`)
};

const de_apikey_shown_once = /** @type {(inputs: Apikey_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren Sie diesen Schlüssel jetzt. Er wird nur einmal angezeigt: Der Server speichert nur einen Fingerabdruck davon.`)
};

/**

* @param {Apikey_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_shown_once = /** @type {((inputs?: Apikey_Shown_OnceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Shown_OnceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_shown_once(inputs)
	return en_apikey_shown_once(inputs)
});