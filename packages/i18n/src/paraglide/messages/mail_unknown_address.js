import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Unknown_AddressInputs */

const en_mail_unknown_address = /** @type {(inputs: Mail_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an unknown address`)
};

const de_mail_unknown_address = /** @type {(inputs: Mail_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`einer unbekannten Adresse`)
};

/**

* @param {Mail_Unknown_AddressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_unknown_address = /** @type {((inputs?: Mail_Unknown_AddressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unknown_AddressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_unknown_address(inputs)
	return en_mail_unknown_address(inputs)
});