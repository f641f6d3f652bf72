// Moderation (docs/product-rules.md#moderation): the reasons an administrator chooses from. The member sees the
// text of a rejection or warning reason on My Profile and in the e-mail, so each is written to them.

export const MODERATION_REJECT_REASONS = [
  {
    id: 'contact-details',
    label: 'Contact details in the text',
    text: 'Your profile text contains contact details (a phone number, e-mail, link or social handle). Please remove them: members reach each other through interests.'
  },
  {
    id: 'photo-not-you',
    label: 'Photo not of the member',
    text: 'One of your photos does not appear to be of you. Please upload photos of yourself only.'
  },
  {
    id: 'photo-unclear',
    label: 'Photo unclear',
    text: 'One of your photos is unclear or does not show your face. Please upload a clear, recent photo.'
  },
  {
    id: 'photo-inappropriate',
    label: 'Photo inappropriate',
    text: 'One of your photos is not suitable for a matrimony profile. Please replace it.'
  },
  {
    id: 'text-inappropriate',
    label: 'Text inappropriate',
    text: 'Your profile text contains language that is not suitable for a matrimony profile. Please edit it.'
  },
  {
    id: 'details-implausible',
    label: 'Details look false',
    text: 'Some details of your profile look incorrect. Please check them and correct them.'
  },
  {
    id: 'other',
    label: 'Other (explain in the note)',
    text: 'Your profile needs a change before it can be shown to other members. See the note from our team.'
  }
] as const;
export type ModerationRejectReasonId = (typeof MODERATION_REJECT_REASONS)[number]['id'];
export const MODERATION_REJECT_REASON_IDS = MODERATION_REJECT_REASONS.map((reason) => reason.id) as [
  ModerationRejectReasonId,
  ...ModerationRejectReasonId[]
];

/** What an administrator does about a reported member; every action resolves the member's open reports. */
export const MEMBER_ACTIONS = [
  { id: 'dismiss', label: 'Dismiss the reports' },
  { id: 'warn', label: 'Warn the member (e-mail)' },
  { id: 'suspend', label: 'Suspend: hidden everywhere, sign-in refused' },
  { id: 'reinstate', label: 'Lift the suspension' },
  { id: 'ban', label: 'Ban: delete the account, bar the mobile' }
] as const;
export type MemberActionId = (typeof MEMBER_ACTIONS)[number]['id'];
export const MEMBER_ACTION_IDS = MEMBER_ACTIONS.map((action) => action.id) as [
  MemberActionId,
  ...MemberActionId[]
];

/** The note an administrator may add to a decision or action. */
export const MODERATION_NOTE_MAX = 1000;
// MODERATION_TARGET_HOURS and VERIFICATION_IMAGE_KEEP_DAYS live in constants.ts: the messages read them too.
