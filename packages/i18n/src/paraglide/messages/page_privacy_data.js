import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Privacy_DataInputs */

const en_page_privacy_data = /** @type {(inputs: Page_Privacy_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep the data you give us to run your account: your name, email address, avatar URL, the organizations you belong to and the documents you create. A session cookie keeps you signed in; it is not used for tracking.`)
};

const de_page_privacy_data = /** @type {(inputs: Page_Privacy_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir speichern die Daten, die Sie uns für Ihr Konto geben: Ihren Namen, Ihre E-Mail-Adresse, die URL Ihres Profilbilds, die Organisationen, denen Sie angehören, und die Dokumente, die Sie erstellen. Ein Sitzungscookie hält Sie angemeldet; es dient nicht dem Tracking.`)
};

/**

* @param {Page_Privacy_DataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const page_privacy_data = /** @type {((inputs?: Page_Privacy_DataInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Privacy_DataInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_page_privacy_data(inputs)
	return en_page_privacy_data(inputs)
});