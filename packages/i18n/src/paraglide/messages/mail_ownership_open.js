import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ownership_OpenInputs */

const en_mail_ownership_open = /** @type {(inputs: Mail_Ownership_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the organization`)
};

const de_mail_ownership_open = /** @type {(inputs: Mail_Ownership_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation öffnen`)
};

/**

* @param {Mail_Ownership_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_ownership_open = /** @type {((inputs?: Mail_Ownership_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ownership_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_mail_ownership_open(inputs)
	return en_mail_ownership_open(inputs)
});