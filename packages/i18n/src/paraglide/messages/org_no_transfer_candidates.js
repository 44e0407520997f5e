import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_No_Transfer_CandidatesInputs */

const en_org_no_transfer_candidates = /** @type {(inputs: Org_No_Transfer_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite someone first: ownership can be handed only to another member who is not an owner yet.`)
};

const de_org_no_transfer_candidates = /** @type {(inputs: Org_No_Transfer_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laden Sie zuerst jemanden ein: Die Inhaberschaft kann nur an ein anderes Mitglied übertragen werden, das noch nicht Inhaber ist.`)
};

/**

* @param {Org_No_Transfer_CandidatesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_no_transfer_candidates = /** @type {((inputs?: Org_No_Transfer_CandidatesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_No_Transfer_CandidatesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_no_transfer_candidates(inputs)
	return en_org_no_transfer_candidates(inputs)
});