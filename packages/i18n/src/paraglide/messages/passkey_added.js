import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_AddedInputs */

const en_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkey "${i?.name}" added`)
};

const de_passkey_added = /** @type {(inputs: Passkey_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkey „${i?.name}“ hinzugefügt`)
};

/**

* @param {Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_added = /** @type {((inputs: Passkey_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_added(inputs)
	return en_passkey_added(inputs)
});