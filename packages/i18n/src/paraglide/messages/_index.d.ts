export * from "./language_choose.js";
export * from "./language_invalid.js";
export * from "./language_label.js";
export type LocalizedString = import("../runtime.js").LocalizedString;
