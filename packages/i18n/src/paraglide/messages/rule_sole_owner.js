import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Rule_Sole_OwnerInputs */

const en_rule_sole_owner = /** @type {(inputs: Rule_Sole_OwnerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You are the only owner of ${i?.names}. Transfer ownership or delete it before deleting your account.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You are the only owner of ${i?.names}. Transfer ownership or delete them before deleting your account.`);
	return /** @type {LocalizedString} */ ("rule_sole_owner");
};

const de_rule_sole_owner = /** @type {(inputs: Rule_Sole_OwnerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.names}. Übertragen Sie die Inhaberschaft oder löschen Sie die Organisation, bevor Sie Ihr Konto löschen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.names}. Übertragen Sie die Inhaberschaft oder löschen Sie die Organisationen, bevor Sie Ihr Konto löschen.`);
	return /** @type {LocalizedString} */ ("rule_sole_owner");
};

/**

* @param {Rule_Sole_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_sole_owner = /** @type {((inputs: Rule_Sole_OwnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Sole_OwnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_sole_owner(inputs)
	return en_rule_sole_owner(inputs)
});