import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Shell_ImpersonatingInputs */

const en_shell_impersonating = /** @type {(inputs: Shell_ImpersonatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are impersonating ${i?.email}`)
};

const de_shell_impersonating = /** @type {(inputs: Shell_ImpersonatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie nutzen gerade das Konto von ${i?.email}`)
};

/**

* @param {Shell_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating = /** @type {((inputs: Shell_ImpersonatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ImpersonatingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_impersonating(inputs)
	return en_shell_impersonating(inputs)
});