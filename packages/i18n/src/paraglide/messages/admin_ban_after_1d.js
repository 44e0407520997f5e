import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ban_After_1dInputs */

const en_admin_ban_after_1d = /** @type {(inputs: Admin_Ban_After_1dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After 1 day`)
};

const de_admin_ban_after_1d = /** @type {(inputs: Admin_Ban_After_1dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach 1 Tag`)
};

/**

* @param {Admin_Ban_After_1dInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_ban_after_1d = /** @type {((inputs?: Admin_Ban_After_1dInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ban_After_1dInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_ban_after_1d(inputs)
	return en_admin_ban_after_1d(inputs)
});