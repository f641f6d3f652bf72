// What members can say to each other before they are a match: chosen
// messages only, no free text (free text is where phone numbers get traded), and the reasons a
// profile can be reported for (docs/product-rules.md#interests-and-mutual-matches, #report).

/** Polite messages an interest can carry; the first is the default. */
export const INTEREST_TEMPLATES = [
  {
    id: 'liked-profile',
    text: 'I liked your profile and would like to know you better. Please accept if you feel the same.'
  },
  {
    id: 'family-interested',
    text: 'Our family went through your profile and would like to take this forward. Please accept if you are interested.'
  },
  {
    id: 'shared-values',
    text: 'We seem to share similar values and background. I would be glad to connect.'
  },
  {
    id: 'read-with-interest',
    text: 'I read your profile with interest and look forward to hearing from you.'
  }
] as const;
export type InterestTemplateId = (typeof INTEREST_TEMPLATES)[number]['id'];
export const INTEREST_TEMPLATE_IDS = INTEREST_TEMPLATES.map((template) => template.id) as [
  InterestTemplateId,
  ...InterestTemplateId[]
];
export const DEFAULT_INTEREST_TEMPLATE: InterestTemplateId = 'liked-profile';

/** Optional, courteous reasons for declining an interest. */
export const DECLINE_REASONS = [
  { id: 'not-right-match', text: 'Thank you for your interest. I feel we are not the right match.' },
  { id: 'different-preferences', text: 'Thank you. I am looking for someone with different preferences.' },
  { id: 'family-decided', text: 'Thank you for your interest. My family has decided not to proceed.' },
  { id: 'no-longer-looking', text: 'Thank you. I have found a match and am no longer looking.' }
] as const;
export type DeclineReasonId = (typeof DECLINE_REASONS)[number]['id'];
export const DECLINE_REASON_IDS = DECLINE_REASONS.map((reason) => reason.id) as [
  DeclineReasonId,
  ...DeclineReasonId[]
];

export const REPORT_REASONS = [
  { id: 'fake-profile', label: 'Fake profile' },
  { id: 'photos-not-this-person', label: 'Photos are not of this person' },
  { id: 'already-married', label: 'Already married' },
  { id: 'asked-for-money', label: 'Asked for money' },
  { id: 'abusive', label: 'Abusive or obscene' },
  { id: 'contact-in-text', label: 'Contact details in the profile text' },
  { id: 'other', label: 'Other' }
] as const;
export type ReportReasonId = (typeof REPORT_REASONS)[number]['id'];
export const REPORT_REASON_IDS = REPORT_REASONS.map((reason) => reason.id) as [
  ReportReasonId,
  ...ReportReasonId[]
];
/** "Other" needs a few words; every reason may carry details up to this length. */
export const REPORT_DETAILS_MIN_FOR_OTHER = 10;
export const REPORT_DETAILS_MAX = 1000;
