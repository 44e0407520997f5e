import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_NameInputs */

const en_passkey_name = /** @type {(inputs: Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey name`)
};

const de_passkey_name = /** @type {(inputs: Passkey_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Passkeys`)
};

/**

* @param {Passkey_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_name = /** @type {((inputs?: Passkey_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_name(inputs)
	return en_passkey_name(inputs)
});