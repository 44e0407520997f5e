import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rule_Invitee_Role_OnlyInputs */

const en_rule_invitee_role_only = /** @type {(inputs: Rule_Invitee_Role_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations always grant the role member`)
};

const de_rule_invitee_role_only = /** @type {(inputs: Rule_Invitee_Role_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen vergeben immer die Rolle „Mitglied“`)
};

/**

* @param {Rule_Invitee_Role_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_invitee_role_only = /** @type {((inputs?: Rule_Invitee_Role_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Invitee_Role_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_invitee_role_only(inputs)
	return en_rule_invitee_role_only(inputs)
});