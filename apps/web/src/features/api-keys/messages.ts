import { type ApiKeyScope, createApiKeyFormSchema } from "@app/domain";
import { m } from "@app/i18n/messages";

/** A key's scope as the form and the lists name it. */
export function scopeLabel(scope: ApiKeyScope): string {
  return scope === "write" ? m.apikey_scope_write() : m.apikey_scope_read();
}

/** How long a new key lasts: a number of days, or no expiry. */
export const EXPIRY_OPTIONS = createApiKeyFormSchema.shape.expiresInDays.options;

export function expiryLabel(option: (typeof EXPIRY_OPTIONS)[number]): string {
  return option === "none" ? m.apikey_no_expiry() : m.apikey_expiry_days({ count: Number(option) });
}
