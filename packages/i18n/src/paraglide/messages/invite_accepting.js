import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_AcceptingInputs */

const en_invite_accepting = /** @type {(inputs: Invite_AcceptingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepting...`)
};

const de_invite_accepting = /** @type {(inputs: Invite_AcceptingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird angenommen …`)
};

/**

* @param {Invite_AcceptingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_accepting = /** @type {((inputs?: Invite_AcceptingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_AcceptingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_invite_accepting(inputs)
	return en_invite_accepting(inputs)
});