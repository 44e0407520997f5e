import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Invite_You_DeclinedInputs */

const en_invite_you_declined = /** @type {(inputs: Invite_You_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You declined the invitation to join ${i?.organization}.`)
};

const de_invite_you_declined = /** @type {(inputs: Invite_You_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben die Einladung zu ${i?.organization} abgelehnt.`)
};

/**

* @param {Invite_You_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_you_declined = /** @type {((inputs: Invite_You_DeclinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_You_DeclinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_you_declined(inputs)
	return en_invite_you_declined(inputs)
});