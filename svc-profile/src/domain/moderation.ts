// Decisions ("profile approval"): new and edited profiles and photos wait for an administrator.
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Status after a member creates or changes anything others could see. */
export const STATUS_AFTER_MEMBER_CHANGE: ModerationStatus = 'pending';
