import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Apikey_Revoke_TitleInputs */

const en_apikey_revoke_title = /** @type {(inputs: Apikey_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke the API key "${i?.name}"?`)
};

const de_apikey_revoke_title = /** @type {(inputs: Apikey_Revoke_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Möchten Sie den API-Schlüssel „${i?.name}“ wirklich widerrufen?`)
};

/**

* @param {Apikey_Revoke_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_revoke_title = /** @type {((inputs: Apikey_Revoke_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_Revoke_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_revoke_title(inputs)
	return en_apikey_revoke_title(inputs)
});