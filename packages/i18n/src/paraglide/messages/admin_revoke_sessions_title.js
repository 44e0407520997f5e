import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Revoke_Sessions_TitleInputs */

const en_admin_revoke_sessions_title = /** @type {(inputs: Admin_Revoke_Sessions_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revoke all sessions of ${i?.email}?`)
};

const de_admin_revoke_sessions_title = /** @type {(inputs: Admin_Revoke_Sessions_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Sitzungen von ${i?.email} beenden?`)
};

/**

* @param {Admin_Revoke_Sessions_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_revoke_sessions_title = /** @type {((inputs: Admin_Revoke_Sessions_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Revoke_Sessions_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_revoke_sessions_title(inputs)
	return en_admin_revoke_sessions_title(inputs)
});