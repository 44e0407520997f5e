import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Canceled_TextInputs */

const en_invite_canceled_text = /** @type {(inputs: Invite_Canceled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation was canceled by the organization.`)
};

const de_invite_canceled_text = /** @type {(inputs: Invite_Canceled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung wurde von der Organisation zurückgezogen.`)
};

/**

* @param {Invite_Canceled_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_canceled_text = /** @type {((inputs?: Invite_Canceled_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Canceled_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_canceled_text(inputs)
	return en_invite_canceled_text(inputs)
});