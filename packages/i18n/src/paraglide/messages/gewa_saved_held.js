import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Gewa_Saved_HeldInputs */

const en_gewa_saved_held = /** @type {(inputs: Gewa_Saved_HeldInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Saved. 1 entry is still invalid and will only be saved once it is valid.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Saved. ${i?.count} entries are still invalid and will only be saved once they are valid.`);
	return /** @type {LocalizedString} */ ("gewa_saved_held");
};

const de_gewa_saved_held = /** @type {(inputs: Gewa_Saved_HeldInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Gespeichert. 1 Angabe ist noch ungültig und wird erst gespeichert, wenn sie gültig ist.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Gespeichert. ${i?.count} Angaben sind noch ungültig und werden erst gespeichert, wenn sie gültig sind.`);
	return /** @type {LocalizedString} */ ("gewa_saved_held");
};

/**

* @param {Gewa_Saved_HeldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_saved_held = /** @type {((inputs: Gewa_Saved_HeldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_Saved_HeldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_saved_held(inputs)
	return en_gewa_saved_held(inputs)
});