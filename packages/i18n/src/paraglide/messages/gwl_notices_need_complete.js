import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gwl_Notices_Need_CompleteInputs */

const en_gwl_notices_need_complete = /** @type {(inputs: Gwl_Notices_Need_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ummeldung and Abmeldung are possible once this Gewerbeanmeldung is complete.`)
};

const de_gwl_notices_need_complete = /** @type {(inputs: Gwl_Notices_Need_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ummeldung und Abmeldung sind möglich, sobald diese Gewerbeanmeldung vollständig ist.`)
};

/**

* @param {Gwl_Notices_Need_CompleteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gwl_notices_need_complete = /** @type {((inputs?: Gwl_Notices_Need_CompleteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gwl_Notices_Need_CompleteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gwl_notices_need_complete(inputs)
	return en_gwl_notices_need_complete(inputs)
});