// Which verification checks a member holds (docs/product-rules.md#verification): what others see on cards and the
// profile page, and what the member's dashboard lists as still to do. Never the method or the document.
import { z } from 'zod';

export const VERIFICATION_CHECKS = ['mobile', 'id', 'photo'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

export const verificationBadgesSchema = z.object({
  /** The mobile number was verified by OTP (at registration, or when it was changed). */
  mobile: z.boolean(),
  /** An ID document was checked (Aadhaar offline e-KYC, or a document a moderator compared). */
  id: z.boolean(),
  /** A live selfie matched the profile photos; a new primary photo suspends it until checked again. */
  photo: z.boolean()
});
export type VerificationBadges = z.infer<typeof verificationBadgesSchema>;
