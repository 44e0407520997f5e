import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_State_OpenInputs */

const en_gewa_state_open = /** @type {(inputs: Gewa_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(open)`)
};

const de_gewa_state_open = /** @type {(inputs: Gewa_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(offen)`)
};

/**

* @param {Gewa_State_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_state_open = /** @type {((inputs?: Gewa_State_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_State_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_state_open(inputs)
	return en_gewa_state_open(inputs)
});