import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Accepted_TextInputs */

const en_invite_accepted_text = /** @type {(inputs: Invite_Accepted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation has already been accepted.`)
};

const de_invite_accepted_text = /** @type {(inputs: Invite_Accepted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung wurde bereits angenommen.`)
};

/**

* @param {Invite_Accepted_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_accepted_text = /** @type {((inputs?: Invite_Accepted_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Accepted_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_accepted_text(inputs)
	return en_invite_accepted_text(inputs)
});