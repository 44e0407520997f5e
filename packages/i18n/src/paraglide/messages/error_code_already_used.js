import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Code_Already_UsedInputs */

const en_error_code_already_used = /** @type {(inputs: Error_Code_Already_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code was already used. Wait for the next code in your authenticator app.`)
};

const de_error_code_already_used = /** @type {(inputs: Error_Code_Already_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code in Ihrer Authenticator-App.`)
};

/**

* @param {Error_Code_Already_UsedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_code_already_used = /** @type {((inputs?: Error_Code_Already_UsedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Code_Already_UsedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_code_already_used(inputs)
	return en_error_code_already_used(inputs)
});