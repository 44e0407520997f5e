import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Leave_QuestionInputs */

const en_org_leave_question = /** @type {(inputs: Org_Leave_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lose access to this organization until someone invites you again.`)
};

const de_org_leave_question = /** @type {(inputs: Org_Leave_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie verlieren den Zugriff auf diese Organisation, bis Sie jemand erneut einlädt.`)
};

/**

* @param {Org_Leave_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const org_leave_question = /** @type {((inputs?: Org_Leave_QuestionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Leave_QuestionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_org_leave_question(inputs)
	return en_org_leave_question(inputs)
});