import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_AddedInputs */

const en_sso_added = /** @type {(inputs: Sso_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity provider added. Verify its domain next.`)
};

const de_sso_added = /** @type {(inputs: Sso_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter hinzugefügt. Bestätigen Sie als Nächstes seine Domain.`)
};

/**

* @param {Sso_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_added = /** @type {((inputs?: Sso_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_added(inputs)
	return en_sso_added(inputs)
});