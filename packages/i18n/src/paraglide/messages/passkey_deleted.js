import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Passkey_DeletedInputs */

const en_passkey_deleted = /** @type {(inputs: Passkey_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkey "${i?.name}" deleted`)
};

const de_passkey_deleted = /** @type {(inputs: Passkey_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passkey „${i?.name}“ gelöscht`)
};

/**

* @param {Passkey_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_deleted = /** @type {((inputs: Passkey_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_deleted(inputs)
	return en_passkey_deleted(inputs)
});