import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Change_Move_ElsewhereInputs */

const en_gwl_change_move_elsewhere = /** @type {(inputs: Gwl_Change_Move_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The business moves to another district (another municipality)`)
};

const de_gwl_change_move_elsewhere = /** @type {(inputs: Gwl_Change_Move_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Betrieb zieht in einen anderen Meldebezirk (eine andere Gemeinde)`)
};

/**

* @param {Gwl_Change_Move_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_change_move_elsewhere = /** @type {((inputs?: Gwl_Change_Move_ElsewhereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Change_Move_ElsewhereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_change_move_elsewhere(inputs)
	return en_gwl_change_move_elsewhere(inputs)
});