import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Error_You_Cannot_Remove_YourselfInputs */

const en_auth_error_you_cannot_remove_yourself = /** @type {(inputs: Auth_Error_You_Cannot_Remove_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot remove yourself`)
};

const de_auth_error_you_cannot_remove_yourself = /** @type {(inputs: Auth_Error_You_Cannot_Remove_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können sich nicht selbst entfernen`)
};

/**

* @param {Auth_Error_You_Cannot_Remove_YourselfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_error_you_cannot_remove_yourself = /** @type {((inputs?: Auth_Error_You_Cannot_Remove_YourselfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_You_Cannot_Remove_YourselfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_auth_error_you_cannot_remove_yourself(inputs)
	return en_auth_error_you_cannot_remove_yourself(inputs)
});