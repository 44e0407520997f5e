import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Emails_PlaceholderInputs */

const en_org_emails_placeholder = /** @type {(inputs: Org_Emails_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name@example.com, another@example.com`)
};

const de_org_emails_placeholder = /** @type {(inputs: Org_Emails_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name@beispiel.de, weitere@beispiel.de`)
};

/**

* @param {Org_Emails_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_emails_placeholder = /** @type {((inputs?: Org_Emails_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Emails_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_emails_placeholder(inputs)
	return en_org_emails_placeholder(inputs)
});