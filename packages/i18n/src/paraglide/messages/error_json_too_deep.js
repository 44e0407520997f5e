import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ depth: NonNullable<unknown> }} Error_Json_Too_DeepInputs */

const en_error_json_too_deep = /** @type {(inputs: Error_Json_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`JSON is nested too deeply (at most ${i?.depth} levels)`)
};

const de_error_json_too_deep = /** @type {(inputs: Error_Json_Too_DeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das JSON ist zu tief verschachtelt (höchstens ${i?.depth} Ebenen)`)
};

/**

* @param {Error_Json_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_json_too_deep = /** @type {((inputs: Error_Json_Too_DeepInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Json_Too_DeepInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_json_too_deep(inputs)
	return en_error_json_too_deep(inputs)
});