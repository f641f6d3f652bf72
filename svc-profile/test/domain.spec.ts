import { expect } from 'chai';
import { canViewMedia, type MediaOwnerFacts } from '../src/domain/media-access';
import { appendPhotos, makePrimary, removePhoto, reorderPhotos } from '../src/domain/photo-order';
import { isPremium } from '../src/domain/plans';

const photo = (id: string, orderIndex: number) => ({ id, orderIndex, isPrimary: orderIndex === 1 });
const shape = (photos: { id: string; orderIndex: number; isPrimary: boolean }[]) =>
  photos.map((p) => `${p.orderIndex}:${p.id}${p.isPrimary ? '*' : ''}`);

describe('domain: photo order', () => {
  const three = [photo('b', 2), photo('a', 1), photo('c', 3)];

  it('appends after the existing photos; the first of a new profile is primary', () => {
    expect(shape(appendPhotos([], [photo('x', 0), photo('y', 0)]))).to.deep.equal(['1:x*', '2:y']);
    expect(shape(appendPhotos(three, [photo('d', 0)]))).to.deep.equal(['1:a*', '2:b', '3:c', '4:d']);
  });

  it('removes a photo and closes the gap; removing the primary promotes the next', () => {
    expect(shape(removePhoto(three, 'b')!)).to.deep.equal(['1:a*', '2:c']);
    expect(shape(removePhoto(three, 'a')!)).to.deep.equal(['1:b*', '2:c']);
    expect(removePhoto(three, 'zzz')).to.equal(undefined);
  });

  it('reorders only with every photo listed exactly once', () => {
    expect(shape(reorderPhotos(three, ['c', 'a', 'b'])!)).to.deep.equal(['1:c*', '2:a', '3:b']);
    expect(reorderPhotos(three, ['c', 'a'])).to.equal(undefined);
    expect(reorderPhotos(three, ['c', 'a', 'a'])).to.equal(undefined);
    expect(reorderPhotos(three, ['c', 'a', 'q'])).to.equal(undefined);
  });

  it('makes a photo primary by moving it to the front', () => {
    expect(shape(makePrimary(three, 'c')!)).to.deep.equal(['1:c*', '2:a', '3:b']);
    expect(makePrimary(three, 'nope')).to.equal(undefined);
  });
});

describe('domain: who sees media', () => {
  const owner: MediaOwnerFacts = { userId: 'o', moderationStatus: 'approved', hidden: false };
  const free = { userId: 'v', isPremium: false };
  const premium = { userId: 'v', isPremium: true };

  it('always lets the owner see their own, whatever the status', () => {
    for (const moderationStatus of ['pending', 'approved', 'rejected'] as const) {
      expect(
        canViewMedia(
          { ...owner, moderationStatus, hidden: true },
          { userId: 'o', isPremium: false },
          'horoscope'
        )
      ).to.equal(true);
    }
  });

  it('shows others approved, visible photos; the horoscope only to premium members', () => {
    expect(canViewMedia(owner, free, 'photo')).to.equal(true);
    expect(canViewMedia(owner, free, 'horoscope')).to.equal(false);
    expect(canViewMedia(owner, premium, 'horoscope')).to.equal(true);
    expect(canViewMedia({ ...owner, moderationStatus: 'pending' }, premium, 'photo')).to.equal(false);
    expect(canViewMedia({ ...owner, hidden: true }, premium, 'photo')).to.equal(false);
  });

  it("shows a hidden profile's media to a mutual match only, photo privacy and the premium horoscope as usual", () => {
    const hidden = { ...owner, hidden: true };
    expect(canViewMedia(hidden, { ...free, isConnection: true }, 'photo')).to.equal(false);
    expect(canViewMedia(hidden, { ...free, isConnection: true, isMatch: true }, 'photo')).to.equal(true);
    expect(canViewMedia(hidden, { ...free, isMatch: true }, 'horoscope')).to.equal(false);
    expect(canViewMedia(hidden, { ...premium, isMatch: true }, 'horoscope')).to.equal(true);
    expect(
      canViewMedia(
        { ...hidden, photoPrivacy: 'connections' },
        { ...free, isConnection: true, isMatch: true },
        'photo'
      )
    ).to.equal(true);
    expect(
      canViewMedia(
        { ...hidden, moderationStatus: 'pending' },
        { ...free, isConnection: true, isMatch: true },
        'photo'
      )
    ).to.equal(false);
  });
});

describe('domain: premium and identity', () => {
  const now = new Date('2026-11-21T00:00:00Z');

  it('is premium only for an active premium plan ending in the future', () => {
    const future = new Date('2026-12-01T00:00:00Z');
    expect(isPremium({ planType: 'premium', status: 'active', endDate: future }, now)).to.equal(true);
    expect(isPremium({ planType: 'premium', status: 'active', endDate: now }, now)).to.equal(false);
    expect(isPremium({ planType: 'premium', status: 'active', endDate: null }, now)).to.equal(false);
    expect(isPremium({ planType: 'premium', status: 'cancelled', endDate: future }, now)).to.equal(false);
    expect(isPremium({ planType: 'free', status: 'active', endDate: future }, now)).to.equal(false);
    expect(isPremium(null, now)).to.equal(false);
  });
});
