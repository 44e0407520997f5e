import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_From_WhereInputs */

const en_activity_from_where = /** @type {(inputs: Activity_From_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From where`)
};

const de_activity_from_where = /** @type {(inputs: Activity_From_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von wo`)
};

/**

* @param {Activity_From_WhereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_from_where = /** @type {((inputs?: Activity_From_WhereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_From_WhereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_from_where(inputs)
	return en_activity_from_where(inputs)
});