import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Backup_LabelInputs */

const en_auth_backup_label = /** @type {(inputs: Auth_Backup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup code`)
};

const de_auth_backup_label = /** @type {(inputs: Auth_Backup_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Code`)
};

/**

* @param {Auth_Backup_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_backup_label = /** @type {((inputs?: Auth_Backup_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Backup_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_backup_label(inputs)
	return en_auth_backup_label(inputs)
});