import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_RenamedInputs */

const en_passkey_renamed = /** @type {(inputs: Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey renamed`)
};

const de_passkey_renamed = /** @type {(inputs: Passkey_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passkey umbenannt`)
};

/**

* @param {Passkey_RenamedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_renamed = /** @type {((inputs?: Passkey_RenamedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_RenamedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_renamed(inputs)
	return en_passkey_renamed(inputs)
});