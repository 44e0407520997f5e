import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gwl_Complete_FailedInputs */

const en_gwl_complete_failed = /** @type {(inputs: Gwl_Complete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.name} could not be completed.`)
};

const de_gwl_complete_failed = /** @type {(inputs: Gwl_Complete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.name} konnte nicht abgeschlossen werden.`)
};

/**

* @param {Gwl_Complete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_complete_failed = /** @type {((inputs: Gwl_Complete_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Complete_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_complete_failed(inputs)
	return en_gwl_complete_failed(inputs)
});