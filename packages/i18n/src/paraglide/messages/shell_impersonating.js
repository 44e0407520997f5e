import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Shell_ImpersonatingInputs */

const en_shell_impersonating = /** @type {((inputs: Shell_ImpersonatingInputs) => LocalizedString) & { parts: (inputs: Shell_ImpersonatingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Shell_ImpersonatingInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`You are impersonating ${i?.email}`)
		}),
		{
			parts: /** @type {(inputs: Shell_ImpersonatingInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "You are impersonating " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }])
			})
		}
	)
);

const de_shell_impersonating = /** @type {((inputs: Shell_ImpersonatingInputs) => LocalizedString) & { parts: (inputs: Shell_ImpersonatingInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Shell_ImpersonatingInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Sie nutzen gerade das Konto von ${i?.email}`)
		}),
		{
			parts: /** @type {(inputs: Shell_ImpersonatingInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Sie nutzen gerade das Konto von " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }])
			})
		}
	)
);

/**

* @param {Shell_ImpersonatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shell_impersonating = /** @type {((inputs: Shell_ImpersonatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Shell_ImpersonatingInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Shell_ImpersonatingInputs, { locale?: "en" | "de" }, { email: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Shell_ImpersonatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_shell_impersonating(inputs)
			return en_shell_impersonating(inputs)
		}),
		{
			parts: /** @type {(inputs: Shell_ImpersonatingInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_shell_impersonating.parts === "function" ? de_shell_impersonating.parts(inputs) : [{ type: "text", value: de_shell_impersonating(inputs) }]
				return typeof en_shell_impersonating.parts === "function" ? en_shell_impersonating.parts(inputs) : [{ type: "text", value: en_shell_impersonating(inputs) }]
			})
		}
	)
);