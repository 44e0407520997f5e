export * from "./client";
export { DirectoryLockedError } from "./directory-lock";
export * as schema from "./schema";
