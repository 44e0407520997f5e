import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Backup_Codes_FileInputs */

const en_twofa_backup_codes_file = /** @type {(inputs: Twofa_Backup_Codes_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard two-factor backup codes. Each code works once.`)
};

const de_twofa_backup_codes_file = /** @type {(inputs: Twofa_Backup_Codes_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Codes für die Zwei-Faktor-Authentifizierung im Dashboard. Jeder Code ist nur einmal gültig.`)
};

/**

* @param {Twofa_Backup_Codes_FileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_backup_codes_file = /** @type {((inputs?: Twofa_Backup_Codes_FileInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Backup_Codes_FileInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_backup_codes_file(inputs)
	return en_twofa_backup_codes_file(inputs)
});