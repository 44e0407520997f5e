import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Admin_Access_FailedInputs */

const en_shell_admin_access_failed = /** @type {(inputs: Shell_Admin_Access_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not check admin access`)
};

const de_shell_admin_access_failed = /** @type {(inputs: Shell_Admin_Access_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Administratorzugang konnte nicht geprüft werden`)
};

/**

* @param {Shell_Admin_Access_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_admin_access_failed = /** @type {((inputs?: Shell_Admin_Access_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Admin_Access_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_shell_admin_access_failed(inputs)
	return en_shell_admin_access_failed(inputs)
});