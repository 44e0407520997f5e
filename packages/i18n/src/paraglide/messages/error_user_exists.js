import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_User_ExistsInputs */

const en_error_user_exists = /** @type {(inputs: Error_User_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User already exists. Use another email.`)
};

const de_error_user_exists = /** @type {(inputs: Error_User_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Verwenden Sie eine andere E-Mail-Adresse.`)
};

/**

* @param {Error_User_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_user_exists = /** @type {((inputs?: Error_User_ExistsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_User_ExistsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_user_exists(inputs)
	return en_error_user_exists(inputs)
});