import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Org_Invitation_CanceledInputs */

const en_org_invitation_canceled = /** @type {(inputs: Org_Invitation_CanceledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation to ${i?.email} canceled`)
};

const de_org_invitation_canceled = /** @type {(inputs: Org_Invitation_CanceledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} zurückgezogen`)
};

/**

* @param {Org_Invitation_CanceledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invitation_canceled = /** @type {((inputs: Org_Invitation_CanceledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitation_CanceledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_invitation_canceled(inputs)
	return en_org_invitation_canceled(inputs)
});