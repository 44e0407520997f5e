/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
export * from './language_choose.js'
export * from './language_invalid.js'
export * from './language_label.js'