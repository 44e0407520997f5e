import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Qr_TitleInputs */

const en_twofa_qr_title = /** @type {(inputs: Twofa_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

const de_twofa_qr_title = /** @type {(inputs: Twofa_Qr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code für Ihre Authenticator-App`)
};

/**

* @param {Twofa_Qr_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_qr_title = /** @type {((inputs?: Twofa_Qr_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Qr_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_qr_title(inputs)
	return en_twofa_qr_title(inputs)
});