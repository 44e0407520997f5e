import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_ListInputs */

const en_passkey_list = /** @type {(inputs: Passkey_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your passkeys`)
};

const de_passkey_list = /** @type {(inputs: Passkey_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Passkeys`)
};

/**

* @param {Passkey_ListInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_list = /** @type {((inputs?: Passkey_ListInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_ListInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_list(inputs)
	return en_passkey_list(inputs)
});