import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Toast_BannedInputs */

const en_admin_toast_banned = /** @type {(inputs: Admin_Toast_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} was banned`)
};

const de_admin_toast_banned = /** @type {(inputs: Admin_Toast_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} wurde gesperrt`)
};

/**

* @param {Admin_Toast_BannedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_toast_banned = /** @type {((inputs: Admin_Toast_BannedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Toast_BannedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_toast_banned(inputs)
	return en_admin_toast_banned(inputs)
});