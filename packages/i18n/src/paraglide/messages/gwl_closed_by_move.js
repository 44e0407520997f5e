import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Gwl_Closed_By_MoveInputs */

const en_gwl_closed_by_move = /** @type {(inputs: Gwl_Closed_By_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deregistered by the registration in the new district, ${i?.title}.`)
};

const de_gwl_closed_by_move = /** @type {(inputs: Gwl_Closed_By_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgemeldet durch die Anmeldung im neuen Meldebezirk, ${i?.title}.`)
};

/**

* @param {Gwl_Closed_By_MoveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_closed_by_move = /** @type {((inputs: Gwl_Closed_By_MoveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Closed_By_MoveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_closed_by_move(inputs)
	return en_gwl_closed_by_move(inputs)
});