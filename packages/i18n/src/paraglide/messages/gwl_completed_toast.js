import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gwl_Completed_ToastInputs */

const en_gwl_completed_toast = /** @type {(inputs: Gwl_Completed_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.name} is complete. The PDF is ready.`)
};

const de_gwl_completed_toast = /** @type {(inputs: Gwl_Completed_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ${i?.name} ist vollständig. Das PDF steht bereit.`)
};

/**

* @param {Gwl_Completed_ToastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_completed_toast = /** @type {((inputs: Gwl_Completed_ToastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Completed_ToastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_completed_toast(inputs)
	return en_gwl_completed_toast(inputs)
});