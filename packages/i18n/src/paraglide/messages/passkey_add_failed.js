import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Add_FailedInputs */

const en_passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not add the passkey`)
};

const de_passkey_add_failed = /** @type {(inputs: Passkey_Add_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Passkey konnte nicht hinzugefügt werden`)
};

/**

* @param {Passkey_Add_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_add_failed = /** @type {((inputs?: Passkey_Add_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Add_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_add_failed(inputs)
	return en_passkey_add_failed(inputs)
});