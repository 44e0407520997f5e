import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Invitations_SentInputs */

const en_org_invitations_sent = /** @type {(inputs: Org_Invitations_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Invitation sent`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} invitations sent`);
	return /** @type {LocalizedString} */ ("org_invitations_sent");
};

const de_org_invitations_sent = /** @type {(inputs: Org_Invitations_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Einladung gesendet`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Einladungen gesendet`);
	return /** @type {LocalizedString} */ ("org_invitations_sent");
};

/**

* @param {Org_Invitations_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_invitations_sent = /** @type {((inputs: Org_Invitations_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Invitations_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_invitations_sent(inputs)
	return en_org_invitations_sent(inputs)
});