export * from "./auth";
export * from "./health";
export * from "./invitation";
export * from "./organization";
export * from "./roles";
