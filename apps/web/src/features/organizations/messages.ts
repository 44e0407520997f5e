/** The organization screens' own texts (SPEC §2, §9); the rules' messages both sides use are in @app/domain. */
export const organizationCopy = {
  slugExhausted: "Failed to find available slug after multiple attempts. Please try a different name.",
  noData: "Organization creation returned no data",
  createFailed: "Failed to create organization. Please try again.",
  created: "Organization created successfully",
  deleted: "Organization deleted successfully",
  deleteFailed: "Failed to delete organization. Please try again.",
  deleteConfirm:
    "This action cannot be undone. All members, invitations, and organization data will be permanently deleted.",
  membersFailed: "Failed to load organization members. Please try again.",
  noMembers: "No members yet.",
  inviteFailedPrefix: "Failed to invite: ",
  inviteAllFailed: "Failed to send invitations. Please try again.",
  settingsSaved: "Settings saved",
  logoSaved: "Logo updated",
  ownershipTransferred: "Ownership transferred",
  noTransferCandidates: "Invite someone first: ownership can be handed only to another member who is not an owner yet.",
} as const;
