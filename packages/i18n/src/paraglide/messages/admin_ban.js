import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_BanInputs */

const en_admin_ban = /** @type {(inputs: Admin_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban`)
};

const de_admin_ban = /** @type {(inputs: Admin_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sperren`)
};

/**

* @param {Admin_BanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_ban = /** @type {((inputs?: Admin_BanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_BanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_ban(inputs)
	return en_admin_ban(inputs)
});