import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Backup_HintInputs */

const en_auth_backup_hint = /** @type {(inputs: Auth_Backup_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once.`)
};

const de_auth_backup_hint = /** @type {(inputs: Auth_Backup_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie einen der Backup-Codes ein, die Sie beim Einrichten der Zwei-Faktor-Authentifizierung gespeichert haben. Jeder Code gilt nur einmal.`)
};

/**

* @param {Auth_Backup_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_backup_hint = /** @type {((inputs?: Auth_Backup_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Backup_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_backup_hint(inputs)
	return en_auth_backup_hint(inputs)
});