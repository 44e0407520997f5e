import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Already_MemberInputs */

const en_error_already_member = /** @type {(inputs: Error_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User is already a member of this organization`)
};

const de_error_already_member = /** @type {(inputs: Error_Already_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person ist bereits Mitglied dieser Organisation`)
};

/**

* @param {Error_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const error_already_member = /** @type {((inputs?: Error_Already_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Already_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_error_already_member(inputs)
	return en_error_already_member(inputs)
});