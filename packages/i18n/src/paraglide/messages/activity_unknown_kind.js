import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Unknown_KindInputs */

const en_activity_unknown_kind = /** @type {(inputs: Activity_Unknown_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown kind of activity`)
};

const de_activity_unknown_kind = /** @type {(inputs: Activity_Unknown_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Art von Aktivität`)
};

/**

* @param {Activity_Unknown_KindInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_unknown_kind = /** @type {((inputs?: Activity_Unknown_KindInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Unknown_KindInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_unknown_kind(inputs)
	return en_activity_unknown_kind(inputs)
});