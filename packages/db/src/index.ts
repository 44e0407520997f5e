export * from "./client";
export { acquireDirectoryLock, DirectoryLockedError } from "./directory-lock";
export * as schema from "./schema";
