import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_UnbanInputs */

const en_admin_unban = /** @type {(inputs: Admin_UnbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unban`)
};

const de_admin_unban = /** @type {(inputs: Admin_UnbanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entsperren`)
};

/**

* @param {Admin_UnbanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_unban = /** @type {((inputs?: Admin_UnbanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UnbanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_unban(inputs)
	return en_admin_unban(inputs)
});