import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Scan_DescriptionInputs */

const en_twofa_scan_description = /** @type {(inputs: Twofa_Scan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan it with your authenticator app, or type the secret key into it. Then enter the 6-digit code the app shows.`)
};

const de_twofa_scan_description = /** @type {(inputs: Twofa_Scan_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen Sie ihn mit Ihrer Authenticator-App oder geben Sie dort den geheimen Schlüssel ein. Geben Sie dann den 6-stelligen Code ein, den die App anzeigt.`)
};

/**

* @param {Twofa_Scan_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_scan_description = /** @type {((inputs?: Twofa_Scan_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Scan_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_scan_description(inputs)
	return en_twofa_scan_description(inputs)
});