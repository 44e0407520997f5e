import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Verify_Banner_SentInputs */

const en_verify_banner_sent = /** @type {((inputs: Verify_Banner_SentInputs) => LocalizedString) & { parts: (inputs: Verify_Banner_SentInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Verify_Banner_SentInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`We sent a link to ${i?.email}.`)
		}),
		{
			parts: /** @type {(inputs: Verify_Banner_SentInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "We sent a link to " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const de_verify_banner_sent = /** @type {((inputs: Verify_Banner_SentInputs) => LocalizedString) & { parts: (inputs: Verify_Banner_SentInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Verify_Banner_SentInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Wir haben einen Link an ${i?.email} gesendet.`)
		}),
		{
			parts: /** @type {(inputs: Verify_Banner_SentInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Wir haben einen Link an " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: " gesendet." }])
			})
		}
	)
);

/**

* @param {Verify_Banner_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const verify_banner_sent = /** @type {((inputs: Verify_Banner_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Verify_Banner_SentInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Verify_Banner_SentInputs, { locale?: "en" | "de" }, { email: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Verify_Banner_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_verify_banner_sent(inputs)
			return en_verify_banner_sent(inputs)
		}),
		{
			parts: /** @type {(inputs: Verify_Banner_SentInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_verify_banner_sent.parts === "function" ? de_verify_banner_sent.parts(inputs) : [{ type: "text", value: de_verify_banner_sent(inputs) }]
				return typeof en_verify_banner_sent.parts === "function" ? en_verify_banner_sent.parts(inputs) : [{ type: "text", value: en_verify_banner_sent(inputs) }]
			})
		}
	)
);