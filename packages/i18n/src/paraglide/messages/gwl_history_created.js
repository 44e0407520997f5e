import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Gwl_History_CreatedInputs */

const en_gwl_history_created = /** @type {(inputs: Gwl_History_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`created ${i?.date}`)
};

const de_gwl_history_created = /** @type {(inputs: Gwl_History_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`erstellt am ${i?.date}`)
};

/**

* @param {Gwl_History_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_history_created = /** @type {((inputs: Gwl_History_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_History_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_history_created(inputs)
	return en_gwl_history_created(inputs)
});