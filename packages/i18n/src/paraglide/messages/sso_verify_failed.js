import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Verify_FailedInputs */

const en_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The domain could not be verified.`)
};

const de_sso_verify_failed = /** @type {(inputs: Sso_Verify_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Domain konnte nicht bestätigt werden.`)
};

/**

* @param {Sso_Verify_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_verify_failed = /** @type {((inputs?: Sso_Verify_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Verify_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_verify_failed(inputs)
	return en_sso_verify_failed(inputs)
});