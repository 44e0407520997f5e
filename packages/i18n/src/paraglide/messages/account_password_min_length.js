import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Account_Password_Min_LengthInputs */

const en_account_password_min_length = /** @type {(inputs: Account_Password_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At least ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At least ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("account_password_min_length");
};

const de_account_password_min_length = /** @type {(inputs: Account_Password_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mindestens ${i?.count} Zeichen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mindestens ${i?.count} Zeichen.`);
	return /** @type {LocalizedString} */ ("account_password_min_length");
};

/**

* @param {Account_Password_Min_LengthInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_password_min_length = /** @type {((inputs: Account_Password_Min_LengthInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Min_LengthInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_account_password_min_length(inputs)
	return en_account_password_min_length(inputs)
});