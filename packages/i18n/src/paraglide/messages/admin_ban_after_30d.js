import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ban_After_30dInputs */

const en_admin_ban_after_30d = /** @type {(inputs: Admin_Ban_After_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After 30 days`)
};

const de_admin_ban_after_30d = /** @type {(inputs: Admin_Ban_After_30dInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach 30 Tagen`)
};

/**

* @param {Admin_Ban_After_30dInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_ban_after_30d = /** @type {((inputs?: Admin_Ban_After_30dInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ban_After_30dInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_ban_after_30d(inputs)
	return en_admin_ban_after_30d(inputs)
});