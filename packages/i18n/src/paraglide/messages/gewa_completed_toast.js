import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_Completed_ToastInputs */

const en_gewa_completed_toast = /** @type {(inputs: Gewa_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gewerbeanmeldung is complete. The PDF is ready.`)
};

const de_gewa_completed_toast = /** @type {(inputs: Gewa_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gewerbeanmeldung ist vollständig. Das PDF steht bereit.`)
};

/**

* @param {Gewa_Completed_ToastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_completed_toast = /** @type {((inputs?: Gewa_Completed_ToastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Completed_ToastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_completed_toast(inputs)
	return en_gewa_completed_toast(inputs)
});