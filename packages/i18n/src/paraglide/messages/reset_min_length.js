import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reset_Min_LengthInputs */

const en_reset_min_length = /** @type {(inputs: Reset_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At least ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At least ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("reset_min_length");
};

const de_reset_min_length = /** @type {(inputs: Reset_Min_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mindestens ${i?.count} Zeichen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mindestens ${i?.count} Zeichen.`);
	return /** @type {LocalizedString} */ ("reset_min_length");
};

/**

* @param {Reset_Min_LengthInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const reset_min_length = /** @type {((inputs: Reset_Min_LengthInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Min_LengthInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_reset_min_length(inputs)
	return en_reset_min_length(inputs)
});