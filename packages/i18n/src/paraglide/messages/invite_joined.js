import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organization: NonNullable<unknown> }} Invite_JoinedInputs */

const en_invite_joined = /** @type {(inputs: Invite_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You joined ${i?.organization}`)
};

const de_invite_joined = /** @type {(inputs: Invite_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind ${i?.organization} beigetreten`)
};

/**

* @param {Invite_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_joined = /** @type {((inputs: Invite_JoinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_JoinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_joined(inputs)
	return en_invite_joined(inputs)
});