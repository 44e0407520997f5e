import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_InvalidInputs */

const en_verify_invalid = /** @type {(inputs: Verify_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This verification link is no longer valid. Send a new one with 'Resend'.`)
};

const de_verify_invalid = /** @type {(inputs: Verify_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Bestätigungslink ist nicht mehr gültig. Fordern Sie mit „Erneut senden“ einen neuen an.`)
};

/**

* @param {Verify_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const verify_invalid = /** @type {((inputs?: Verify_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_verify_invalid(inputs)
	return en_verify_invalid(inputs)
});