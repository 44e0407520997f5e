import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Metadata_LabelInputs */

const en_sso_metadata_label = /** @type {(inputs: Sso_Metadata_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IdP metadata XML`)
};

const de_sso_metadata_label = /** @type {(inputs: Sso_Metadata_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IdP-Metadaten (XML)`)
};

/**

* @param {Sso_Metadata_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_metadata_label = /** @type {((inputs?: Sso_Metadata_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Metadata_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_metadata_label(inputs)
	return en_sso_metadata_label(inputs)
});