import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Emails_HintInputs */

const en_org_emails_hint = /** @type {(inputs: Org_Emails_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separate addresses with commas or press Enter. Invitees join as members.`)
};

const de_org_emails_hint = /** @type {(inputs: Org_Emails_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trennen Sie mehrere Adressen durch Kommas oder drücken Sie die Eingabetaste. Eingeladene Personen treten als Mitglieder bei.`)
};

/**

* @param {Org_Emails_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_emails_hint = /** @type {((inputs?: Org_Emails_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Emails_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_emails_hint(inputs)
	return en_org_emails_hint(inputs)
});