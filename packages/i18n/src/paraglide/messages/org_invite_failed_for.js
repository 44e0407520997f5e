import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ emails: NonNullable<unknown> }} Org_Invite_Failed_ForInputs */

const en_org_invite_failed_for = /** @type {(inputs: Org_Invite_Failed_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to invite: ${i?.emails}`)
};

const de_org_invite_failed_for = /** @type {(inputs: Org_Invite_Failed_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung fehlgeschlagen für: ${i?.emails}`)
};

/**

* @param {Org_Invite_Failed_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invite_failed_for = /** @type {((inputs: Org_Invite_Failed_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invite_Failed_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_invite_failed_for(inputs)
	return en_org_invite_failed_for(inputs)
});