import { expect } from 'chai';
import { CONTACT_OFFER_TTL_MS, checkContactOffer, signContactOffer } from '../src/index';

describe('contact offers (svc-profile signs, svc-billing checks)', () => {
  const key = 'k'.repeat(32);
  const now = new Date('2026-11-21T08:00:00.000Z');
  const offer = { buyerId: 'member-1', profileId: '665f1c2e8a1b2c3d4e5f0001', now };

  it('accepts its own token for the same buyer and profile until the expiry, and calls it expired from then on', () => {
    const { token, expiresAt } = signContactOffer(key, offer);
    expect(expiresAt.getTime()).to.equal(now.getTime() + CONTACT_OFFER_TTL_MS);
    expect(checkContactOffer(key, token, { ...offer, now: new Date(expiresAt.getTime() - 1) })).to.equal(
      'valid'
    );
    expect(checkContactOffer(key, token, { ...offer, now: expiresAt })).to.equal('expired');
  });

  it('refuses another buyer, another profile, another key, an altered expiry and malformed tokens', () => {
    const { token } = signContactOffer(key, offer);
    expect(checkContactOffer(key, token, { ...offer, buyerId: 'member-2' })).to.equal('invalid');
    expect(checkContactOffer(key, token, { ...offer, profileId: '665f1c2e8a1b2c3d4e5f0002' })).to.equal(
      'invalid'
    );
    expect(checkContactOffer('x'.repeat(32), token, offer)).to.equal('invalid');
    const [, expiry, mac] = token.split('.');
    expect(checkContactOffer(key, `v1.${Number(expiry) + 86_400_000}.${mac}`, offer)).to.equal('invalid');
    for (const bad of [
      '',
      'v1',
      `v2.${expiry}.${mac}`,
      `v1.${expiry}.${mac}x`,
      `v1.${expiry}.${mac!.slice(1)}`,
      `${token}.more`
    ]) {
      expect(checkContactOffer(key, bad, offer), bad).to.equal('invalid');
    }
  });
});
