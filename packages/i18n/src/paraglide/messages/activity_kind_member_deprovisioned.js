import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Kind_Member_DeprovisionedInputs */

const en_activity_kind_member_deprovisioned = /** @type {(inputs: Activity_Kind_Member_DeprovisionedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member deprovisioned`)
};

const de_activity_kind_member_deprovisioned = /** @type {(inputs: Activity_Kind_Member_DeprovisionedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied deprovisioniert`)
};

/**

* @param {Activity_Kind_Member_DeprovisionedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const activity_kind_member_deprovisioned = /** @type {((inputs?: Activity_Kind_Member_DeprovisionedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Kind_Member_DeprovisionedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_activity_kind_member_deprovisioned(inputs)
	return en_activity_kind_member_deprovisioned(inputs)
});