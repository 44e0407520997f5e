import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gewa_DeletedInputs */

const en_gewa_deleted = /** @type {(inputs: Gewa_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Gewerbeanmeldung was deleted.`)
};

const de_gewa_deleted = /** @type {(inputs: Gewa_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gewerbeanmeldung wurde gelöscht.`)
};

/**

* @param {Gewa_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const gewa_deleted = /** @type {((inputs?: Gewa_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gewa_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_gewa_deleted(inputs)
	return en_gewa_deleted(inputs)
});