import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Neworg_DescriptionInputs */

const en_org_neworg_description = /** @type {(inputs: Org_Neworg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An organization is the workspace you share with your team.`)
};

const de_org_neworg_description = /** @type {(inputs: Org_Neworg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Organisation ist der Arbeitsbereich, den Sie mit Ihrem Team teilen.`)
};

/**

* @param {Org_Neworg_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_neworg_description = /** @type {((inputs?: Org_Neworg_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Neworg_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_neworg_description(inputs)
	return en_org_neworg_description(inputs)
});