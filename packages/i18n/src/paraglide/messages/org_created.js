import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_CreatedInputs */

const en_org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization created successfully`)
};

const de_org_created = /** @type {(inputs: Org_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation wurde erstellt`)
};

/**

* @param {Org_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_created = /** @type {((inputs?: Org_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_created(inputs)
	return en_org_created(inputs)
});