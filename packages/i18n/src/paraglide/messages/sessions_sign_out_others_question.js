import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sessions_Sign_Out_Others_QuestionInputs */

const en_sessions_sign_out_others_question = /** @type {(inputs: Sessions_Sign_Out_Others_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} other session will be signed out. This device stays signed in.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} other sessions will be signed out. This device stays signed in.`);
	return /** @type {LocalizedString} */ ("sessions_sign_out_others_question");
};

const de_sessions_sign_out_others_question = /** @type {(inputs: Sessions_Sign_Out_Others_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} andere Sitzung wird abgemeldet. Dieses Gerät bleibt angemeldet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} andere Sitzungen werden abgemeldet. Dieses Gerät bleibt angemeldet.`);
	return /** @type {LocalizedString} */ ("sessions_sign_out_others_question");
};

/**

* @param {Sessions_Sign_Out_Others_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const sessions_sign_out_others_question = /** @type {((inputs: Sessions_Sign_Out_Others_QuestionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sessions_Sign_Out_Others_QuestionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_sessions_sign_out_others_question(inputs)
	return en_sessions_sign_out_others_question(inputs)
});