import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Apikey_RevokedInputs */

const en_apikey_revoked = /** @type {(inputs: Apikey_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`API key "${i?.name}" revoked`)
};

const de_apikey_revoked = /** @type {(inputs: Apikey_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`API-Schlüssel „${i?.name}“ widerrufen`)
};

/**

* @param {Apikey_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const apikey_revoked = /** @type {((inputs: Apikey_RevokedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apikey_RevokedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_apikey_revoked(inputs)
	return en_apikey_revoked(inputs)
});