export * from "./client";
export { acquireDirectoryLock, DirectoryLockedError } from "./directory-lock";
export { NOTIFY_PAYLOAD_LIMIT, type NotificationHandlers, type Notifications } from "./notifications";
export * as schema from "./schema";
