import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Gewa_Check_IssuesInputs */

const en_gewa_check_issues = /** @type {(inputs: Gewa_Check_IssuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Please check 1 entry:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Please check ${i?.count} entries:`);
	return /** @type {LocalizedString} */ ("gewa_check_issues");
};

const de_gewa_check_issues = /** @type {(inputs: Gewa_Check_IssuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Bitte prüfen Sie 1 Angabe:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Bitte prüfen Sie ${i?.count} Angaben:`);
	return /** @type {LocalizedString} */ ("gewa_check_issues");
};

/**

* @param {Gewa_Check_IssuesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_check_issues = /** @type {((inputs: Gewa_Check_IssuesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Check_IssuesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_check_issues(inputs)
	return en_gewa_check_issues(inputs)
});