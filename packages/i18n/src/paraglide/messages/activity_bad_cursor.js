import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Bad_CursorInputs */

const en_activity_bad_cursor = /** @type {(inputs: Activity_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid cursor`)
};

const de_activity_bad_cursor = /** @type {(inputs: Activity_Bad_CursorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Position in der Liste`)
};

/**

* @param {Activity_Bad_CursorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_bad_cursor = /** @type {((inputs?: Activity_Bad_CursorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Bad_CursorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_bad_cursor(inputs)
	return en_activity_bad_cursor(inputs)
});