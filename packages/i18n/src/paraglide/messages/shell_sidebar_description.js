import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Sidebar_DescriptionInputs */

const en_shell_sidebar_description = /** @type {(inputs: Shell_Sidebar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Displays the mobile sidebar.`)
};

const de_shell_sidebar_description = /** @type {(inputs: Shell_Sidebar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeigt die Seitenleiste auf dem Mobilgerät an.`)
};

/**

* @param {Shell_Sidebar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_sidebar_description = /** @type {((inputs?: Shell_Sidebar_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sidebar_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_sidebar_description(inputs)
	return en_shell_sidebar_description(inputs)
});