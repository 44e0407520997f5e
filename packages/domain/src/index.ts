export * from "./account";
export * from "./admin";
export * from "./auth";
export * from "./gewerbeanmeldung";
export * from "./health";
export * from "./invitation";
export * from "./organization";
export * from "./roles";
