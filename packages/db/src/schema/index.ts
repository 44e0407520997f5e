export * from "./audit";
export * from "./auth";
export * from "./documents";
export * from "./organization-workspace";
