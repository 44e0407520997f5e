export * from "./auth";
export * from "./health";
export * from "./roles";
