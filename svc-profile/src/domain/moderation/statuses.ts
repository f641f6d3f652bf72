// Decisions ("profile approval", "Moderation"): new and edited profiles and photos wait for an administrator;
// a suspended member is hidden from everyone until the suspension is lifted.
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Status after a member creates or changes anything others could see. */
export const STATUS_AFTER_MEMBER_CHANGE: ModerationStatus = 'pending';

/** The free-text fields of a profile, where contact details get traded (scanned at submission). */
export const FREE_TEXT_FIELDS = ['fullName', 'aboutYourself', 'subCaste', 'companyName', 'district'] as const;

/** The Keycloak realm role of administrators (moderation, reports, the audit log). */
export const ADMIN_ROLE = 'admin';
