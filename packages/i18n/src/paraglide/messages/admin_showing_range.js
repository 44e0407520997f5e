import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown>, total: NonNullable<unknown> }} Admin_Showing_RangeInputs */

const en_admin_showing_range = /** @type {(inputs: Admin_Showing_RangeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.from} to ${i?.to} of ${i?.total} results`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Showing ${i?.from} to ${i?.to} of ${i?.total} results`);
	return /** @type {LocalizedString} */ ("admin_showing_range");
};

const de_admin_showing_range = /** @type {(inputs: Admin_Showing_RangeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.from} bis ${i?.to} von ${i?.total} Ergebnis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.from} bis ${i?.to} von ${i?.total} Ergebnissen`);
	return /** @type {LocalizedString} */ ("admin_showing_range");
};

/**

* @param {Admin_Showing_RangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_showing_range = /** @type {((inputs: Admin_Showing_RangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Showing_RangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_admin_showing_range(inputs)
	return en_admin_showing_range(inputs)
});