import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_IntroductionInputs */

const en_shell_nav_introduction = /** @type {(inputs: Shell_Nav_IntroductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduction`)
};

const de_shell_nav_introduction = /** @type {(inputs: Shell_Nav_IntroductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einführung`)
};

/**

* @param {Shell_Nav_IntroductionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_nav_introduction = /** @type {((inputs?: Shell_Nav_IntroductionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_IntroductionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_nav_introduction(inputs)
	return en_shell_nav_introduction(inputs)
});