import { m } from "@app/i18n/messages";

/**
 * The organization screens' own texts (SPEC §2, §9), from the catalogues (packages/i18n/messages/
 * web-org.*.json); the rules' messages both sides use are in @app/domain. Getters, read where shown.
 */
export const organizationCopy = {
  get slugExhausted() {
    return m.org_slug_exhausted();
  },
  get noData() {
    return m.org_create_no_data();
  },
  get createFailed() {
    return m.org_create_failed();
  },
  get created() {
    return m.org_created();
  },
  get deleted() {
    return m.org_deleted();
  },
  get deleteFailed() {
    return m.org_delete_failed();
  },
  get deleteConfirm() {
    return m.org_delete_question();
  },
  get membersFailed() {
    return m.org_members_failed();
  },
  get noMembers() {
    return m.org_no_members();
  },
  /** 'Failed to invite: a@x, b@y' */
  inviteFailedFor: (emails: readonly string[]) => m.org_invite_failed_for({ emails: emails.join(", ") }),
  get inviteAllFailed() {
    return m.org_invite_all_failed();
  },
  get settingsSaved() {
    return m.org_settings_saved();
  },
  get logoSaved() {
    return m.org_logo_saved();
  },
  get ownershipTransferred() {
    return m.org_ownership_transferred();
  },
  get noTransferCandidates() {
    return m.org_no_transfer_candidates();
  },
};
