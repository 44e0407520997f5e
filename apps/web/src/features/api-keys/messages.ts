import type { ApiKeyScope } from "@app/domain";

export const SCOPE_LABELS: Record<ApiKeyScope, string> = { read: "Read", write: "Read and write" };

export const EXPIRY_OPTIONS = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "365 days" },
  { value: "none", label: "No expiry" },
] as const;

export const apiKeyTexts = {
  description: "Let your own software create and read Gewerbeanmeldungen. A key acts as you, in one organization.",
  shownOnce: "Copy this key now. It is shown only once: the server keeps only a fingerprint of it.",
  copied: "API key copied",
  copyFailed: "Could not copy: select the key and copy it by hand",
  none: "No API keys yet.",
  membersOnlyManagers: "Only owners and admins of an organization see its members' keys.",
  revokeQuestion: "Software that uses it gets 401 from its next call. This cannot be undone.",
} as const;
