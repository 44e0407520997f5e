export * from "./audit";
export * from "./auth";
export * from "./documents";
export * from "./enterprise-sign-in";
export * from "./mail";
export * from "./obligations";
export * from "./organization-workspace";
export * from "./webhooks";
