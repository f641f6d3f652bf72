import { expect } from 'chai';
import type { ProblemData } from '@matrimony/session';
import { unlockOfferOf } from '../src/shared/unlock-offer';

describe('the ₹49 unlock offer of a 402 contact answer', () => {
  const locked = (offers: unknown): ProblemData => ({
    status: 402,
    code: 'contact_locked',
    title: 'Payment Required',
    detail: 'Unlock it.',
    errors: {},
    retryAfter: undefined,
    extensions: { offers }
  });
  const unlock = { product: 'contact-unlock', priceInr: 49, profileId: 'p1', offerToken: 'v1.1.token' };

  it('takes this profile’s unlock offer with its signed token, to pass on to the order', () => {
    const offers = [{ product: 'premium-month', priceInr: 499, profileId: null }, unlock];
    expect(unlockOfferOf(locked(offers), 'p1')).to.deep.equal(unlock);
  });

  it('finds none for another profile, without a token, in another problem or without offers', () => {
    expect(unlockOfferOf(locked([unlock]), 'p2')).to.equal(undefined);
    expect(unlockOfferOf(locked([{ ...unlock, offerToken: undefined }]), 'p1')).to.equal(undefined);
    expect(unlockOfferOf(locked('nonsense'), 'p1')).to.equal(undefined);
    expect(unlockOfferOf({ ...locked([unlock]), code: 'profile_not_found', status: 404 }, 'p1')).to.equal(
      undefined
    );
    expect(unlockOfferOf({ ...locked([unlock]), extensions: undefined }, 'p1')).to.equal(undefined);
    expect(unlockOfferOf(undefined, 'p1')).to.equal(undefined);
  });
});
