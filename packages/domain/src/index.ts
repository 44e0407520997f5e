export * from "./admin";
export * from "./auth";
export * from "./gewerbeanmeldung";
export * from "./health";
export * from "./invitation";
export * from "./organization";
export * from "./plz";
export * from "./roles";
