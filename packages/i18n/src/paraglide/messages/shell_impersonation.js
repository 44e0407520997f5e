import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_ImpersonationInputs */

const en_shell_impersonation = /** @type {(inputs: Shell_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonation`)
};

const de_shell_impersonation = /** @type {(inputs: Shell_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätswechsel`)
};

/**

* @param {Shell_ImpersonationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_impersonation = /** @type {((inputs?: Shell_ImpersonationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_ImpersonationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_impersonation(inputs)
	return en_shell_impersonation(inputs)
});