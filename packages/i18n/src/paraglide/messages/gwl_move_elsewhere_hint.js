import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Gwl_Move_Elsewhere_HintInputs */

const en_gwl_move_elsewhere_hint = /** @type {(inputs: Gwl_Move_Elsewhere_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since 1 November 2025 a move into another district needs neither an Ummeldung nor an Abmeldung: register the business with a new Gewerbeanmeldung at the new authority, reason “${i?.reason}”. The new authority tells the old one, which deregisters the business there.`)
};

const de_gwl_move_elsewhere_hint = /** @type {(inputs: Gwl_Move_Elsewhere_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seit dem 1. November 2025 braucht ein Umzug in einen anderen Meldebezirk weder Ummeldung noch Abmeldung: Melden Sie den Betrieb mit einer neuen Gewerbeanmeldung bei der neuen Behörde an, Grund „${i?.reason}“. Die neue Behörde benachrichtigt die bisherige, die den Betrieb dort abmeldet.`)
};

/**

* @param {Gwl_Move_Elsewhere_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_move_elsewhere_hint = /** @type {((inputs: Gwl_Move_Elsewhere_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Move_Elsewhere_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_move_elsewhere_hint(inputs)
	return en_gwl_move_elsewhere_hint(inputs)
});