import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Wrong_Account_TitleInputs */

const en_invite_wrong_account_title = /** @type {(inputs: Invite_Wrong_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is for another account`)
};

const de_invite_wrong_account_title = /** @type {(inputs: Invite_Wrong_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung gilt für ein anderes Konto`)
};

/**

* @param {Invite_Wrong_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_wrong_account_title = /** @type {((inputs?: Invite_Wrong_Account_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Wrong_Account_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_wrong_account_title(inputs)
	return en_invite_wrong_account_title(inputs)
});