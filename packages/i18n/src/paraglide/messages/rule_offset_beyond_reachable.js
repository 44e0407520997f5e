import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reachable: NonNullable<unknown>, reachableFormatted: NonNullable<unknown> }} Rule_Offset_Beyond_ReachableInputs */

const en_rule_offset_beyond_reachable = /** @type {(inputs: Rule_Offset_Beyond_ReachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`offset must be below ${i?.reachable}: only the first ${i?.reachableFormatted} users of a list can be paged to; refine the search to see the others`)
};

const de_rule_offset_beyond_reachable = /** @type {(inputs: Rule_Offset_Beyond_ReachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`offset muss kleiner als ${i?.reachable} sein: Nur die ersten ${i?.reachableFormatted} Benutzer einer Liste sind erreichbar; verfeinern Sie die Suche, um die anderen zu sehen`)
};

/**

* @param {Rule_Offset_Beyond_ReachableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const rule_offset_beyond_reachable = /** @type {((inputs: Rule_Offset_Beyond_ReachableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rule_Offset_Beyond_ReachableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_rule_offset_beyond_reachable(inputs)
	return en_rule_offset_beyond_reachable(inputs)
});