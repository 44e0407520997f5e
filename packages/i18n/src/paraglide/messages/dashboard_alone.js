import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_AloneInputs */

const en_dashboard_alone = /** @type {(inputs: Dashboard_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are alone here. Invite members to work together.`)
};

const de_dashboard_alone = /** @type {(inputs: Dashboard_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind hier noch allein. Laden Sie Mitglieder ein, um gemeinsam zu arbeiten.`)
};

/**

* @param {Dashboard_AloneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const dashboard_alone = /** @type {((inputs?: Dashboard_AloneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_AloneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_dashboard_alone(inputs)
	return en_dashboard_alone(inputs)
});