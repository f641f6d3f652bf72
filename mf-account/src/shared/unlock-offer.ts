// The ₹49 offer inside svc-profile's 402 `contact_locked` answer: what the unlock order must pass on to billing.
import type { ContactLockedProblem, ContactOffer } from '@matrimony/contracts/http/profile/contact';
import type { ProblemData } from '@matrimony/session';

export type UnlockOffer = Extract<ContactOffer, { product: 'contact-unlock' }>;

/** This profile's unlock offer in the problem, with the signed token billing asks for; undefined when there is none. */
export function unlockOfferOf(problem: ProblemData | undefined, profileId: string): UnlockOffer | undefined {
  if (problem?.code !== 'contact_locked') return undefined;
  // Extension members arrive unchecked: take the offer only when it has the contract's shape.
  const offers: unknown = (problem.extensions as Partial<Pick<ContactLockedProblem, 'offers'>> | undefined)
    ?.offers;
  if (!Array.isArray(offers)) return undefined;
  return offers.find(
    (offer: Partial<UnlockOffer> | null): offer is UnlockOffer =>
      offer?.product === 'contact-unlock' &&
      offer.profileId === profileId &&
      typeof offer.offerToken === 'string' &&
      offer.offerToken !== ''
  );
}
