import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Light_ModeInputs */

const en_shell_light_mode = /** @type {(inputs: Shell_Light_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light mode`)
};

const de_shell_light_mode = /** @type {(inputs: Shell_Light_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heller Modus`)
};

/**

* @param {Shell_Light_ModeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_light_mode = /** @type {((inputs?: Shell_Light_ModeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Light_ModeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_light_mode(inputs)
	return en_shell_light_mode(inputs)
});