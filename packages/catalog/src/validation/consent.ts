import { z } from '../zod';
import { CONSENT_MESSAGES, messageText } from '../messages';

/**
 * The consent the wizard's last step asks for and registration requires (docs/product-rules.md#the-members-data): the Terms
 * of Service and Privacy Policy accepted, and the declaration of matrimonial intent (the 2016 advisory) ticked.
 */
export const registrationConsentSchema = z.object({
  termsAccepted: z.literal(true, { error: messageText(CONSENT_MESSAGES.termsRequired) }),
  declarationAccepted: z.literal(true, { error: messageText(CONSENT_MESSAGES.declarationRequired) })
});
export type RegistrationConsent = z.infer<typeof registrationConsentSchema>;
