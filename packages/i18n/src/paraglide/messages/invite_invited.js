import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organization: NonNullable<unknown> }} Invite_InvitedInputs */

const en_invite_invited = /** @type {((inputs: Invite_InvitedInputs) => LocalizedString) & { parts: (inputs: Invite_InvitedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_InvitedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.inviter} invited you to join ${i?.organization}.`)
		}),
		{
			parts: /** @type {(inputs: Invite_InvitedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "inviter", options: {}, attributes: {} }, { type: "text", value: String(i?.inviter) }, { type: "markup-end", name: "inviter", options: {}, attributes: {} }, { type: "text", value: " invited you to join " }, { type: "markup-start", name: "organization", options: {}, attributes: {} }, { type: "text", value: String(i?.organization) }, { type: "markup-end", name: "organization", options: {}, attributes: {} }, { type: "text", value: "." }])
			})
		}
	)
);

const de_invite_invited = /** @type {((inputs: Invite_InvitedInputs) => LocalizedString) & { parts: (inputs: Invite_InvitedInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_InvitedInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`${i?.inviter} hat Sie eingeladen, ${i?.organization} beizutreten.`)
		}),
		{
			parts: /** @type {(inputs: Invite_InvitedInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "markup-start", name: "inviter", options: {}, attributes: {} }, { type: "text", value: String(i?.inviter) }, { type: "markup-end", name: "inviter", options: {}, attributes: {} }, { type: "text", value: " hat Sie eingeladen, " }, { type: "markup-start", name: "organization", options: {}, attributes: {} }, { type: "text", value: String(i?.organization) }, { type: "markup-end", name: "organization", options: {}, attributes: {} }, { type: "text", value: " beizutreten." }])
			})
		}
	)
);

/**

* @param {Invite_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_invited = /** @type {((inputs: Invite_InvitedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Invite_InvitedInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Invite_InvitedInputs, { locale?: "en" | "de" }, { inviter: { options: {}; attributes: {}; children: true }; organization: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_InvitedInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_invite_invited(inputs)
			return en_invite_invited(inputs)
		}),
		{
			parts: /** @type {(inputs: Invite_InvitedInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_invite_invited.parts === "function" ? de_invite_invited.parts(inputs) : [{ type: "text", value: de_invite_invited(inputs) }]
				return typeof en_invite_invited.parts === "function" ? en_invite_invited.parts(inputs) : [{ type: "text", value: en_invite_invited(inputs) }]
			})
		}
	)
);