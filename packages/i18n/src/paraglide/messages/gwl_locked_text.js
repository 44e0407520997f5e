import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Gwl_Locked_TextInputs */

const en_gwl_locked_text = /** @type {(inputs: Gwl_Locked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.name} is complete and closed. To change it, open it for editing again; it then becomes a draft again.`)
};

const de_gwl_locked_text = /** @type {(inputs: Gwl_Locked_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese ${i?.name} ist vollständig und abgeschlossen. Um sie zu ändern, öffnen Sie sie wieder zur Bearbeitung; sie ist dann wieder ein Entwurf.`)
};

/**

* @param {Gwl_Locked_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_locked_text = /** @type {((inputs: Gwl_Locked_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Locked_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_locked_text(inputs)
	return en_gwl_locked_text(inputs)
});