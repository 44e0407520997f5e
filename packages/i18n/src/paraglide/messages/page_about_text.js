import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_About_TextInputs */

const en_page_about_text = /** @type {(inputs: Page_About_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a web application for teams: sign in, work together in organizations, and manage your documents.`)
};

const de_page_about_text = /** @type {(inputs: Page_About_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist eine Webanwendung für Teams: Melden Sie sich an, arbeiten Sie in Organisationen zusammen und verwalten Sie Ihre Dokumente.`)
};

/**

* @param {Page_About_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_about_text = /** @type {((inputs?: Page_About_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_About_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_about_text(inputs)
	return en_page_about_text(inputs)
});