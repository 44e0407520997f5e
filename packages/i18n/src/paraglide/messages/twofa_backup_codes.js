import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Backup_CodesInputs */

const en_twofa_backup_codes = /** @type {(inputs: Twofa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup codes`)
};

const de_twofa_backup_codes = /** @type {(inputs: Twofa_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup-Codes`)
};

/**

* @param {Twofa_Backup_CodesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const twofa_backup_codes = /** @type {((inputs?: Twofa_Backup_CodesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Backup_CodesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_twofa_backup_codes(inputs)
	return en_twofa_backup_codes(inputs)
});