import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Invite_Signed_Out_TextInputs */

const en_invite_signed_out_text = /** @type {((inputs: Invite_Signed_Out_TextInputs) => LocalizedString) & { parts: (inputs: Invite_Signed_Out_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_Signed_Out_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Sign in or create an account with ${i?.email} to accept the invitation. You will come back here afterwards.`)
		}),
		{
			parts: /** @type {(inputs: Invite_Signed_Out_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Sign in or create an account with " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: " to accept the invitation. You will come back here afterwards." }])
			})
		}
	)
);

const de_invite_signed_out_text = /** @type {((inputs: Invite_Signed_Out_TextInputs) => LocalizedString) & { parts: (inputs: Invite_Signed_Out_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_Signed_Out_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Melden Sie sich mit ${i?.email} an oder erstellen Sie ein Konto mit dieser Adresse, um die Einladung anzunehmen. Danach kommen Sie hierher zurück.`)
		}),
		{
			parts: /** @type {(inputs: Invite_Signed_Out_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Melden Sie sich mit " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: " an oder erstellen Sie ein Konto mit dieser Adresse, um die Einladung anzunehmen. Danach kommen Sie hierher zurück." }])
			})
		}
	)
);

/**

* @param {Invite_Signed_Out_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_signed_out_text = /** @type {((inputs: Invite_Signed_Out_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Invite_Signed_Out_TextInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Invite_Signed_Out_TextInputs, { locale?: "en" | "de" }, { email: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_Signed_Out_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_invite_signed_out_text(inputs)
			return en_invite_signed_out_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Invite_Signed_Out_TextInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_invite_signed_out_text.parts === "function" ? de_invite_signed_out_text.parts(inputs) : [{ type: "text", value: de_invite_signed_out_text(inputs) }]
				return typeof en_invite_signed_out_text.parts === "function" ? en_invite_signed_out_text.parts(inputs) : [{ type: "text", value: en_invite_signed_out_text(inputs) }]
			})
		}
	)
);