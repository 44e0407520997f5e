import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Org_LeftInputs */

const en_org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You left ${i?.name}`)
};

const de_org_left = /** @type {(inputs: Org_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben „${i?.name}“ verlassen`)
};

/**

* @param {Org_LeftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_left = /** @type {((inputs: Org_LeftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_LeftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_left(inputs)
	return en_org_left(inputs)
});