import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_Close_NotificationInputs */

const en_ui_close_notification = /** @type {(inputs: Ui_Close_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close toast`)
};

const de_ui_close_notification = /** @type {(inputs: Ui_Close_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigung schließen`)
};

/**

* @param {Ui_Close_NotificationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const ui_close_notification = /** @type {((inputs?: Ui_Close_NotificationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Close_NotificationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_ui_close_notification(inputs)
	return en_ui_close_notification(inputs)
});