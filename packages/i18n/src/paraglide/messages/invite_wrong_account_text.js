import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, signedInAs: NonNullable<unknown> }} Invite_Wrong_Account_TextInputs */

const en_invite_wrong_account_text = /** @type {((inputs: Invite_Wrong_Account_TextInputs) => LocalizedString) & { parts: (inputs: Invite_Wrong_Account_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_Wrong_Account_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`The invitation was sent to ${i?.email}, but you are signed in as ${i?.signedInAs}. Sign out and sign in with the invited address to accept it.`)
		}),
		{
			parts: /** @type {(inputs: Invite_Wrong_Account_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "The invitation was sent to " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: ", but you are signed in as " }, { type: "markup-start", name: "signedInAs", options: {}, attributes: {} }, { type: "text", value: String(i?.signedInAs) }, { type: "markup-end", name: "signedInAs", options: {}, attributes: {} }, { type: "text", value: ". Sign out and sign in with the invited address to accept it." }])
			})
		}
	)
);

const de_invite_wrong_account_text = /** @type {((inputs: Invite_Wrong_Account_TextInputs) => LocalizedString) & { parts: (inputs: Invite_Wrong_Account_TextInputs) => import('../runtime.js').MessagePart[] }} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_Wrong_Account_TextInputs) => LocalizedString} */ ((i) => {
			return /** @type {LocalizedString} */ (`Die Einladung wurde an ${i?.email} gesendet, Sie sind aber als ${i?.signedInAs} angemeldet. Melden Sie sich ab und mit der eingeladenen Adresse wieder an, um sie anzunehmen.`)
		}),
		{
			parts: /** @type {(inputs: Invite_Wrong_Account_TextInputs) => import('../runtime.js').MessagePart[]} */ ((i) => {
				return /** @type {import('../runtime.js').MessagePart[]} */ ([{ type: "text", value: "Die Einladung wurde an " }, { type: "markup-start", name: "email", options: {}, attributes: {} }, { type: "text", value: String(i?.email) }, { type: "markup-end", name: "email", options: {}, attributes: {} }, { type: "text", value: " gesendet, Sie sind aber als " }, { type: "markup-start", name: "signedInAs", options: {}, attributes: {} }, { type: "text", value: String(i?.signedInAs) }, { type: "markup-end", name: "signedInAs", options: {}, attributes: {} }, { type: "text", value: " angemeldet. Melden Sie sich ab und mit der eingeladenen Adresse wieder an, um sie anzunehmen." }])
			})
		}
	)
);

/**

* @param {Invite_Wrong_Account_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const invite_wrong_account_text = /** @type {((inputs: Invite_Wrong_Account_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & { parts: (inputs: Invite_Wrong_Account_TextInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[] } & import('../runtime.js').MessageMetadata<Invite_Wrong_Account_TextInputs, { locale?: "en" | "de" }, { email: { options: {}; attributes: {}; children: true }; signedInAs: { options: {}; attributes: {}; children: true } }>} */ (
	/* @__PURE__ */ Object.assign(
		/** @type {(inputs: Invite_Wrong_Account_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString} */ ((inputs, options = {}) => {
			const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
			if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
			if (locale === "de") return de_invite_wrong_account_text(inputs)
			return en_invite_wrong_account_text(inputs)
		}),
		{
			parts: /** @type {(inputs: Invite_Wrong_Account_TextInputs, options?: { locale?: "en" | "de" }) => import('../runtime.js').MessagePart[]} */ ((inputs, options = {}) => {
				const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
				if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
				if (locale === "de") return typeof de_invite_wrong_account_text.parts === "function" ? de_invite_wrong_account_text.parts(inputs) : [{ type: "text", value: de_invite_wrong_account_text(inputs) }]
				return typeof en_invite_wrong_account_text.parts === "function" ? en_invite_wrong_account_text.parts(inputs) : [{ type: "text", value: en_invite_wrong_account_text(inputs) }]
			})
		}
	)
);