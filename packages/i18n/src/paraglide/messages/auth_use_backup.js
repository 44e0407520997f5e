import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Use_BackupInputs */

const en_auth_use_backup = /** @type {(inputs: Auth_Use_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a backup code`)
};

const de_auth_use_backup = /** @type {(inputs: Auth_Use_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Code verwenden`)
};

/**

* @param {Auth_Use_BackupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_use_backup = /** @type {((inputs?: Auth_Use_BackupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Use_BackupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_use_backup(inputs)
	return en_auth_use_backup(inputs)
});