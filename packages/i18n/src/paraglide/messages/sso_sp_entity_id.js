import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Sp_Entity_IdInputs */

const en_sso_sp_entity_id = /** @type {(inputs: Sso_Sp_Entity_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SP entity ID (Audience)`)
};

const de_sso_sp_entity_id = /** @type {(inputs: Sso_Sp_Entity_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SP-Entity-ID (Audience)`)
};

/**

* @param {Sso_Sp_Entity_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_sp_entity_id = /** @type {((inputs?: Sso_Sp_Entity_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Sp_Entity_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_sp_entity_id(inputs)
	return en_sso_sp_entity_id(inputs)
});