import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Verify_ExplainedInputs */

const en_sso_verify_explained = /** @type {(inputs: Sso_Verify_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish this DNS TXT record for the domain, then check it. Until then nobody signs in through this provider.`)
};

const de_sso_verify_explained = /** @type {(inputs: Sso_Verify_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen Sie diesen DNS-TXT-Eintrag für die Domain und prüfen Sie ihn dann. Bis dahin meldet sich niemand über diesen Anbieter an.`)
};

/**

* @param {Sso_Verify_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_verify_explained = /** @type {((inputs?: Sso_Verify_ExplainedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Verify_ExplainedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_verify_explained(inputs)
	return en_sso_verify_explained(inputs)
});