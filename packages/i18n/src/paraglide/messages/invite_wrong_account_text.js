import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, signedInAs: NonNullable<unknown> }} Invite_Wrong_Account_TextInputs */

const en_invite_wrong_account_text = /** @type {(inputs: Invite_Wrong_Account_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invitation was sent to ${i?.email}, but you are signed in as ${i?.signedInAs}. Sign out and sign in with the invited address to accept it.`)
};

const de_invite_wrong_account_text = /** @type {(inputs: Invite_Wrong_Account_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Einladung wurde an ${i?.email} gesendet, Sie sind aber als ${i?.signedInAs} angemeldet. Melden Sie sich ab und mit der eingeladenen Adresse wieder an, um sie anzunehmen.`)
};

/**

* @param {Invite_Wrong_Account_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_wrong_account_text = /** @type {((inputs: Invite_Wrong_Account_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Wrong_Account_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_wrong_account_text(inputs)
	return en_invite_wrong_account_text(inputs)
});