import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Terms_TextInputs */

const en_page_terms_text = /** @type {(inputs: Page_Terms_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this application lawfully and keep your password to yourself. You remain responsible for the content you enter. The service is provided as is.`)
};

const de_page_terms_text = /** @type {(inputs: Page_Terms_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzen Sie diese Anwendung nur im Rahmen der Gesetze und geben Sie Ihr Passwort nicht weiter. Für die Inhalte, die Sie eingeben, sind Sie selbst verantwortlich. Der Dienst wird ohne Gewähr bereitgestellt.`)
};

/**

* @param {Page_Terms_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_terms_text = /** @type {((inputs?: Page_Terms_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Terms_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_terms_text(inputs)
	return en_page_terms_text(inputs)
});