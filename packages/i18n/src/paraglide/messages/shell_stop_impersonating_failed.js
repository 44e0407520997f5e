import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Stop_Impersonating_FailedInputs */

const en_shell_stop_impersonating_failed = /** @type {(inputs: Shell_Stop_Impersonating_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not stop impersonating`)
};

const de_shell_stop_impersonating_failed = /** @type {(inputs: Shell_Stop_Impersonating_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Identitätswechsel konnte nicht beendet werden`)
};

/**

* @param {Shell_Stop_Impersonating_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_stop_impersonating_failed = /** @type {((inputs?: Shell_Stop_Impersonating_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Stop_Impersonating_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_stop_impersonating_failed(inputs)
	return en_shell_stop_impersonating_failed(inputs)
});