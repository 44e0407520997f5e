import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_As_MemberInputs */

const en_invite_as_member = /** @type {(inputs: Invite_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will join as a member.`)
};

const de_invite_as_member = /** @type {(inputs: Invite_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie treten als Mitglied bei.`)
};

/**

* @param {Invite_As_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_as_member = /** @type {((inputs?: Invite_As_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_As_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_as_member(inputs)
	return en_invite_as_member(inputs)
});