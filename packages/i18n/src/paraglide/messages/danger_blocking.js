import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Danger_BlockingInputs */

const en_danger_blocking = /** @type {(inputs: Danger_BlockingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You are the only owner of ${i?.names}, which other people belong to. Make someone else an owner or delete it first.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You are the only owner of ${i?.names}, which other people belong to. Make someone else an owner or delete them first.`);
	return /** @type {LocalizedString} */ ("danger_blocking");
};

const de_danger_blocking = /** @type {(inputs: Danger_BlockingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.names}, der noch weitere Personen angehören. Machen Sie zuerst eine andere Person zum Inhaber oder löschen Sie die Organisation.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Sie sind der einzige Inhaber von ${i?.names}, denen noch weitere Personen angehören. Machen Sie zuerst eine andere Person zum Inhaber oder löschen Sie die Organisationen.`);
	return /** @type {LocalizedString} */ ("danger_blocking");
};

/**

* @param {Danger_BlockingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const danger_blocking = /** @type {((inputs: Danger_BlockingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Danger_BlockingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "de") return de_danger_blocking(inputs)
	return en_danger_blocking(inputs)
});