// ID verification by a photo of an ID document, compared with the profile by a moderator
// (docs/product-rules.md#verification). The member reads a rejection reason's `text` on Settings → Verification.

/** The documents a member may photograph instead of using Aadhaar offline e-KYC. */
export const ID_DOCUMENT_KINDS = [
  { id: 'pan-card', label: 'PAN card' },
  { id: 'passport', label: 'Passport' },
  { id: 'voter-id', label: 'Voter ID' },
  { id: 'driving-licence', label: 'Driving licence' }
] as const;
export type IdDocumentKind = (typeof ID_DOCUMENT_KINDS)[number]['id'];
export const ID_DOCUMENT_KIND_IDS = ID_DOCUMENT_KINDS.map((kind) => kind.id) as [
  IdDocumentKind,
  ...IdDocumentKind[]
];

/** Why a moderator refuses a document: `label` for the moderator, `text` for the member. */
export const ID_DOCUMENT_REJECT_REASONS = [
  {
    id: 'unreadable',
    label: 'Image unreadable or cut off',
    text: 'We could not read your document: the photo is blurred, too dark or cut off. Please upload a clear photo of the whole document.'
  },
  {
    id: 'details-mismatch',
    label: 'Name or date of birth does not match',
    text: 'The name or date of birth on your document does not match your profile. Please correct your profile to match, or upload another document.'
  },
  {
    id: 'face-mismatch',
    label: 'Face does not match the profile photos',
    text: 'The photo on your document does not match the photos on your profile. Please make sure your profile photos show you, or upload another document.'
  },
  {
    id: 'not-accepted',
    label: 'Not an accepted document',
    text: 'This is not one of the documents we accept. Please upload a PAN card, passport, voter ID or driving licence.'
  },
  {
    id: 'expired-or-damaged',
    label: 'Document expired or damaged',
    text: 'Your document has expired or is damaged. Please upload a valid document.'
  }
] as const;
export type IdDocumentRejectReason = (typeof ID_DOCUMENT_REJECT_REASONS)[number]['id'];
export const ID_DOCUMENT_REJECT_REASON_IDS = ID_DOCUMENT_REJECT_REASONS.map((reason) => reason.id) as [
  IdDocumentRejectReason,
  ...IdDocumentRejectReason[]
];

/** The image types accepted (checked by their first bytes, not by what the browser says). */
export const ID_DOCUMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
