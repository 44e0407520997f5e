import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Metadata_Or_PartsInputs */

const en_sso_metadata_or_parts = /** @type {(inputs: Sso_Metadata_Or_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or, without metadata: the IdP's entity ID and signing certificate.`)
};

const de_sso_metadata_or_parts = /** @type {(inputs: Sso_Metadata_Or_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oder ohne Metadaten: die Entity-ID und das Signaturzertifikat des IdP.`)
};

/**

* @param {Sso_Metadata_Or_PartsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_metadata_or_parts = /** @type {((inputs?: Sso_Metadata_Or_PartsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Metadata_Or_PartsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_metadata_or_parts(inputs)
	return en_sso_metadata_or_parts(inputs)
});