import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Sso_Url_LabelInputs */

const en_sso_sso_url_label = /** @type {(inputs: Sso_Sso_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on URL`)
};

const de_sso_sso_url_label = /** @type {(inputs: Sso_Sso_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single-Sign-on-URL`)
};

/**

* @param {Sso_Sso_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_sso_url_label = /** @type {((inputs?: Sso_Sso_Url_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Sso_Url_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_sso_url_label(inputs)
	return en_sso_sso_url_label(inputs)
});