import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Account_Email_DescriptionInputs */

const en_account_email_description = /** @type {((inputs: Account_Email_DescriptionInputs) => LocalizedString) & { parts: (inputs: Account_Email_DescriptionInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`You sign in with ${i?.email}. A new address takes effect once you open the link we send to it.`)
		}),
		{
			parts: /** @type {(inputs: Account_Email_DescriptionInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "You sign in with " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: ". A new address takes effect once you open the link we send to it." }])
			})
		}
	)
);

const de_account_email_description = /** @type {((inputs: Account_Email_DescriptionInputs) => LocalizedString) & { parts: (inputs: Account_Email_DescriptionInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Email_DescriptionInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Sie melden sich mit ${i?.email} an. Eine neue Adresse gilt, sobald Sie den Link öffnen, den wir an diese Adresse senden.`)
		}),
		{
			parts: /** @type {(inputs: Account_Email_DescriptionInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Sie melden sich mit " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: " an. Eine neue Adresse gilt, sobald Sie den Link öffnen, den wir an diese Adresse senden." }])
			})
		}
	)
);

/**

* @param {Account_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const account_email_description = /** @type {((inputs: Account_Email_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Account_Email_DescriptionInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Account_Email_DescriptionInputs, { locale?: "en" | "de" }, { email: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Account_Email_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_account_email_description(inputs)
			return en_account_email_description(inputs)
		}),
		{
			parts: /** @type {(inputs: Account_Email_DescriptionInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_account_email_description.parts === "function" ? de_account_email_description.parts(inputs) : [{ type: "text", value: de_account_email_description(inputs) }]
				return typeof en_account_email_description.parts === "function" ? en_account_email_description.parts(inputs) : [{ type: "text", value: en_account_email_description(inputs) }]
			})
		}
	)
);