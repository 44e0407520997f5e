export * from "./audit";
export * from "./auth";
export * from "./documents";
export * from "./mail";
export * from "./organization-workspace";
