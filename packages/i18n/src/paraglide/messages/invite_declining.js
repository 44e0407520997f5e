import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_DecliningInputs */

const en_invite_declining = /** @type {(inputs: Invite_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declining...`)
};

const de_invite_declining = /** @type {(inputs: Invite_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgelehnt …`)
};

/**

* @param {Invite_DecliningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_declining = /** @type {((inputs?: Invite_DecliningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_DecliningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_declining(inputs)
	return en_invite_declining(inputs)
});