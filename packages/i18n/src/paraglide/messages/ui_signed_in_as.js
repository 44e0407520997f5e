import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Ui_Signed_In_AsInputs */

const en_ui_signed_in_as = /** @type {((inputs: Ui_Signed_In_AsInputs) => LocalizedString) & { parts: (inputs: Ui_Signed_In_AsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Ui_Signed_In_AsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Signed in as ${i?.email}`)
		}),
		{
			parts: /** @type {(inputs: Ui_Signed_In_AsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Signed in as " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }])
			})
		}
	)
);

const de_ui_signed_in_as = /** @type {((inputs: Ui_Signed_In_AsInputs) => LocalizedString) & { parts: (inputs: Ui_Signed_In_AsInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Ui_Signed_In_AsInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Angemeldet als ${i?.email}`)
		}),
		{
			parts: /** @type {(inputs: Ui_Signed_In_AsInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Angemeldet als " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }])
			})
		}
	)
);

/**

* @param {Ui_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const ui_signed_in_as = /** @type {((inputs: Ui_Signed_In_AsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Ui_Signed_In_AsInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Ui_Signed_In_AsInputs, { locale?: "en" | "de" }, { email: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Ui_Signed_In_AsInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_ui_signed_in_as(inputs)
			return en_ui_signed_in_as(inputs)
		}),
		{
			parts: /** @type {(inputs: Ui_Signed_In_AsInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_ui_signed_in_as.parts === "function" ? de_ui_signed_in_as.parts(inputs) : [{ type: "text", value: de_ui_signed_in_as(inputs) }]
				return typeof en_ui_signed_in_as.parts === "function" ? en_ui_signed_in_as.parts(inputs) : [{ type: "text", value: en_ui_signed_in_as(inputs) }]
			})
		}
	)
);