import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_State_CompleteInputs */

const en_gewa_state_complete = /** @type {(inputs: Gewa_State_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(complete)`)
};

const de_gewa_state_complete = /** @type {(inputs: Gewa_State_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(vollständig)`)
};

/**

* @param {Gewa_State_CompleteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_state_complete = /** @type {((inputs?: Gewa_State_CompleteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_State_CompleteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_state_complete(inputs)
	return en_gewa_state_complete(inputs)
});