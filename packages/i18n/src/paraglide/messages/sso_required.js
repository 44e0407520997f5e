import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_RequiredInputs */

const en_sso_required = /** @type {(inputs: Sso_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Addresses at ${i?.domain} sign in with their organization's single sign-on. Choose 'Sign in with SSO'.`)
};

const de_sso_required = /** @type {(inputs: Sso_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adressen unter ${i?.domain} melden sich über das Single Sign-on ihrer Organisation an. Wählen Sie „Mit SSO anmelden“.`)
};

/**

* @param {Sso_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sso_required = /** @type {((inputs: Sso_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sso_required(inputs)
	return en_sso_required(inputs)
});