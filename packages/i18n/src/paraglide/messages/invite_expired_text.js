import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Expired_TextInputs */

const en_invite_expired_text = /** @type {(inputs: Invite_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation has expired. Ask the person who invited you to send a new one.`)
};

const de_invite_expired_text = /** @type {(inputs: Invite_Expired_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung ist abgelaufen. Bitten Sie die Person, die Sie eingeladen hat, Ihnen eine neue zu senden.`)
};

/**

* @param {Invite_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_expired_text = /** @type {((inputs?: Invite_Expired_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Expired_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_expired_text(inputs)
	return en_invite_expired_text(inputs)
});