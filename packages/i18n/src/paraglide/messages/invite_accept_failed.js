import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Accept_FailedInputs */

const en_invite_accept_failed = /** @type {(inputs: Invite_Accept_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to accept the invitation`)
};

const de_invite_accept_failed = /** @type {(inputs: Invite_Accept_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung konnte nicht angenommen werden`)
};

/**

* @param {Invite_Accept_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_accept_failed = /** @type {((inputs?: Invite_Accept_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Accept_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_accept_failed(inputs)
	return en_invite_accept_failed(inputs)
});