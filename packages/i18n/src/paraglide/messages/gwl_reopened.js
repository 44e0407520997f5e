import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gwl_ReopenedInputs */

const en_gwl_reopened = /** @type {(inputs: Gwl_ReopenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.name} is a draft again and can be edited.`)
};

const de_gwl_reopened = /** @type {(inputs: Gwl_ReopenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.name} ist wieder ein Entwurf und kann bearbeitet werden.`)
};

/**

* @param {Gwl_ReopenedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_reopened = /** @type {((inputs: Gwl_ReopenedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_ReopenedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_reopened(inputs)
	return en_gwl_reopened(inputs)
});