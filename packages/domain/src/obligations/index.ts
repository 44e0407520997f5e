export * from "./deadlines";
export * from "./fees";
export * from "./obligations";
export * from "./places";
export * from "./types";
