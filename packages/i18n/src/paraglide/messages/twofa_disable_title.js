import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Disable_TitleInputs */

const en_twofa_disable_title = /** @type {(inputs: Twofa_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor authentication?`)
};

const de_twofa_disable_title = /** @type {(inputs: Twofa_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Möchten Sie die Zwei-Faktor-Authentifizierung wirklich deaktivieren?`)
};

/**

* @param {Twofa_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_disable_title = /** @type {((inputs?: Twofa_Disable_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Disable_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_disable_title(inputs)
	return en_twofa_disable_title(inputs)
});