import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Regenerate_ConfirmInputs */

const en_twofa_regenerate_confirm = /** @type {(inputs: Twofa_Regenerate_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create new codes`)
};

const de_twofa_regenerate_confirm = /** @type {(inputs: Twofa_Regenerate_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Codes erstellen`)
};

/**

* @param {Twofa_Regenerate_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_regenerate_confirm = /** @type {((inputs?: Twofa_Regenerate_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Regenerate_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_regenerate_confirm(inputs)
	return en_twofa_regenerate_confirm(inputs)
});