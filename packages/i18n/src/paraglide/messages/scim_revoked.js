import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_RevokedInputs */

const en_scim_revoked = /** @type {(inputs: Scim_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token revoked`)
};

const de_scim_revoked = /** @type {(inputs: Scim_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token widerrufen`)
};

/**

* @param {Scim_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const scim_revoked = /** @type {((inputs?: Scim_RevokedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_RevokedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_scim_revoked(inputs)
	return en_scim_revoked(inputs)
});