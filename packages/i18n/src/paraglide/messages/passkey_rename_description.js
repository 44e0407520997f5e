import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkey_Rename_DescriptionInputs */

const en_passkey_rename_description = /** @type {(inputs: Passkey_Rename_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A name that tells you which device or key it is.`)
};

const de_passkey_rename_description = /** @type {(inputs: Passkey_Rename_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Name, an dem Sie erkennen, um welches Gerät oder welchen Schlüssel es sich handelt.`)
};

/**

* @param {Passkey_Rename_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const passkey_rename_description = /** @type {((inputs?: Passkey_Rename_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Rename_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_passkey_rename_description(inputs)
	return en_passkey_rename_description(inputs)
});