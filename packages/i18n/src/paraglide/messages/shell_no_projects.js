import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_No_ProjectsInputs */

const en_shell_no_projects = /** @type {(inputs: Shell_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects`)
};

const de_shell_no_projects = /** @type {(inputs: Shell_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Projekte`)
};

/**

* @param {Shell_No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_no_projects = /** @type {((inputs?: Shell_No_ProjectsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_ProjectsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_no_projects(inputs)
	return en_shell_no_projects(inputs)
});