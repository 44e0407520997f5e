import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_New_GewerbeanmeldungInputs */

const en_dashboard_new_gewerbeanmeldung = /** @type {(inputs: Dashboard_New_GewerbeanmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Gewerbeanmeldung`)
};

const de_dashboard_new_gewerbeanmeldung = /** @type {(inputs: Dashboard_New_GewerbeanmeldungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Gewerbeanmeldung`)
};

/**

* @param {Dashboard_New_GewerbeanmeldungInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_new_gewerbeanmeldung = /** @type {((inputs?: Dashboard_New_GewerbeanmeldungInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_New_GewerbeanmeldungInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_new_gewerbeanmeldung(inputs)
	return en_dashboard_new_gewerbeanmeldung(inputs)
});