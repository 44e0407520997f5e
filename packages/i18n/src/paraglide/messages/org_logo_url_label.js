import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_Url_LabelInputs */

const en_org_logo_url_label = /** @type {(inputs: Org_Logo_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo URL (optional)`)
};

const de_org_logo_url_label = /** @type {(inputs: Org_Logo_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo-URL (optional)`)
};

/**

* @param {Org_Logo_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_logo_url_label = /** @type {((inputs?: Org_Logo_Url_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_Url_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_logo_url_label(inputs)
	return en_org_logo_url_label(inputs)
});