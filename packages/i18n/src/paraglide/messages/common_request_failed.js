import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Request_FailedInputs */

const en_common_request_failed = /** @type {(inputs: Common_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request failed`)
};

const de_common_request_failed = /** @type {(inputs: Common_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anfrage ist fehlgeschlagen`)
};

/**

* @param {Common_Request_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_request_failed = /** @type {((inputs?: Common_Request_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Request_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_common_request_failed(inputs)
	return en_common_request_failed(inputs)
});