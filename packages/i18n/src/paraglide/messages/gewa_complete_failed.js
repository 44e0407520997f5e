import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Complete_FailedInputs */

const en_gewa_complete_failed = /** @type {(inputs: Gewa_Complete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gewerbeanmeldung could not be completed.`)
};

const de_gewa_complete_failed = /** @type {(inputs: Gewa_Complete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gewerbeanmeldung konnte nicht abgeschlossen werden.`)
};

/**

* @param {Gewa_Complete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_complete_failed = /** @type {((inputs?: Gewa_Complete_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Complete_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_complete_failed(inputs)
	return en_gewa_complete_failed(inputs)
});