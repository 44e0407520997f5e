import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Change_Move_WithinInputs */

const en_gwl_change_move_within = /** @type {(inputs: Gwl_Change_Move_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The business moves within its district (the same municipality and authority)`)
};

const de_gwl_change_move_within = /** @type {(inputs: Gwl_Change_Move_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Betrieb zieht innerhalb seines Meldebezirks um (dieselbe Gemeinde und Behörde)`)
};

/**

* @param {Gwl_Change_Move_WithinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_change_move_within = /** @type {((inputs?: Gwl_Change_Move_WithinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Change_Move_WithinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_change_move_within(inputs)
	return en_gwl_change_move_within(inputs)
});