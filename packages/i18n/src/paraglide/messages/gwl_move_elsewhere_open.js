import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Move_Elsewhere_OpenInputs */

const en_gwl_move_elsewhere_open = /** @type {(inputs: Gwl_Move_Elsewhere_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Gewerbeanmeldung for the new place`)
};

const de_gwl_move_elsewhere_open = /** @type {(inputs: Gwl_Move_Elsewhere_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewerbeanmeldung für den neuen Ort öffnen`)
};

/**

* @param {Gwl_Move_Elsewhere_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_move_elsewhere_open = /** @type {((inputs?: Gwl_Move_Elsewhere_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Move_Elsewhere_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_move_elsewhere_open(inputs)
	return en_gwl_move_elsewhere_open(inputs)
});