import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Members_LoadingInputs */

const en_org_members_loading = /** @type {(inputs: Org_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading members`)
};

const de_org_members_loading = /** @type {(inputs: Org_Members_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder werden geladen`)
};

/**

* @param {Org_Members_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_members_loading = /** @type {((inputs?: Org_Members_LoadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Members_LoadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_members_loading(inputs)
	return en_org_members_loading(inputs)
});