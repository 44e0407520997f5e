import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Decline_FailedInputs */

const en_invite_decline_failed = /** @type {(inputs: Invite_Decline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to decline the invitation`)
};

const de_invite_decline_failed = /** @type {(inputs: Invite_Decline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung konnte nicht abgelehnt werden`)
};

/**

* @param {Invite_Decline_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_decline_failed = /** @type {((inputs?: Invite_Decline_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Decline_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_decline_failed(inputs)
	return en_invite_decline_failed(inputs)
});