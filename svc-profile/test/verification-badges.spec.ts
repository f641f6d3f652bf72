// Verification badges (docs/product-rules.md#verification): from identity.verification.changed onto every card and
// the profile page, the "verified only" filter, verified members first among equal scores, and the photo badge
// suspended by a new primary photo. Through the HTTP API on the embedded MongoDB; answers parsed by their contracts.
import { expect } from 'chai';
import request from 'supertest';
import { connectionRoutes } from '@matrimony/contracts/http/profile/connections';
import { discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { ownProfileRoutes } from '@matrimony/contracts/http/profile/own-profile';
import { createEnvelope } from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { createEventHandlers } from '../src/events/handlers';
import { approvedMember, uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('verification badges', function () {
  let stack: ProfileStack;

  const member = (overrides: Record<string, unknown> = {}) => approvedMember(stack, 'vb', overrides);
  const groom = () =>
    member({
      gender: 'male',
      lookingFor: 'female',
      dateOfBirth: '1993-02-10',
      height: '5 ft 10 in (177 cm)'
    });
  const get = (userId: string, path: string) =>
    request(stack.app).get(`${BASE_PATH}${path}`).set('Authorization', stack.bearer(userId));
  const search = async (userId: string, query: Record<string, string>) =>
    expectContract(
      discoveryRoutes.search,
      await get(userId, `/search?${new URLSearchParams(query).toString()}`).expect(200)
    );
  const verification = (userId: string, id: boolean, occurredAt = new Date()) =>
    createEventHandlers(stack.stores)['identity.verification.changed'](
      createEnvelope(
        'identity.verification.changed',
        { userId, checks: { mobile: true, id } },
        { occurredAt }
      )
    );

  before(async () => {
    stack = await startProfileStack();
  });
  after(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.stores.profiles.model.deleteMany({});
  });

  it('shows the ID badge on explore, recommendations, lists and the profile page once the check passes', async () => {
    const bride = await member();
    const him = await groom();
    const badgesEverywhere = async () => {
      const explore = await search(bride.userId, { sort: 'newest' });
      const recommended = expectContract(
        discoveryRoutes.getRecommendations,
        await get(bride.userId, '/recommendations').expect(200)
      );
      const shortlist = expectContract(
        connectionRoutes.listShortlist,
        await get(bride.userId, '/shortlist').expect(200)
      );
      const page = expectContract(
        discoveryRoutes.getProfile,
        await get(bride.userId, `/${him.id}`).expect(200)
      );
      return [
        explore.items[0]!.badges,
        recommended.items[0]!.badges,
        shortlist.items[0]!.profile.badges,
        page.profile.badges
      ];
    };
    await request(stack.app)
      .put(`${BASE_PATH}/shortlist/${him.id}`)
      .set('Authorization', stack.bearer(bride.userId))
      .expect(204);
    for (const badges of await badgesEverywhere())
      expect(badges).to.deep.equal({ mobile: true, id: false, photo: false, premium: false });

    await verification(him.userId, true);
    for (const badges of await badgesEverywhere())
      expect(badges).to.deep.equal({ mobile: true, id: true, photo: false, premium: false });
    const own = expectContract(ownProfileRoutes.getOwnProfile, await get(him.userId, '/me').expect(200));
    expect(own.verification).to.deep.equal({ mobile: true, id: true, photo: false });
  });

  it('applies the newest word on the ID check: an older event arriving late changes nothing', async () => {
    const him = await groom();
    const now = Date.now();
    await verification(him.userId, false, new Date(now));
    await verification(him.userId, true, new Date(now - 60_000));
    expect((await stack.stores.profiles.findByUserId(him.userId))!.idVerified).to.equal(false);
    await verification(him.userId, true, new Date(now + 60_000));
    await verification(him.userId, true, new Date(now + 60_000));
    expect((await stack.stores.profiles.findByUserId(him.userId))!.idVerified).to.equal(true);
    // A member without a profile has no card to show it on: nothing is stored, nothing fails.
    await verification('vb-no-profile', true);
  });

  it('"verified only" keeps the ID-verified members, in every sort', async () => {
    const bride = await member();
    const verified = await groom();
    const unverified = await groom();
    await verification(verified.userId, true);
    for (const sort of ['match', 'newest', 'active']) {
      const all = await search(bride.userId, { sort });
      expect(all.items.map((card) => card.id).sort(), sort).to.deep.equal(
        [verified.id, unverified.id].sort()
      );
      const only = await search(bride.userId, { sort, verifiedOnly: 'true' });
      expect(
        only.items.map((card) => card.id),
        sort
      ).to.deep.equal([verified.id]);
    }
  });

  it('ranks the verified member first between two of equal score, in best match pages and recommendations', async () => {
    const bride = await member();
    const first = await groom();
    // Created later, so its id sorts after the first's: only the badge can put it first.
    const second = await groom();
    await verification(second.userId, true);

    const page1 = await search(bride.userId, { sort: 'match', limit: '1' });
    expect(page1.items.map((card) => card.id)).to.deep.equal([second.id]);
    const page2 = await search(bride.userId, { sort: 'match', limit: '1', cursor: page1.nextCursor! });
    expect(page2.items.map((card) => card.id)).to.deep.equal([first.id]);
    expect(page2.items[0]!.match.score).to.equal(page1.items[0]!.match.score);
    expect(page2.nextCursor).to.equal(null);

    const recommended = expectContract(
      discoveryRoutes.getRecommendations,
      await get(bride.userId, '/recommendations').expect(200)
    );
    expect(recommended.items.map((card) => card.id)).to.deep.equal([second.id, first.id]);
  });

  it('suspends the photo badge when the primary photo changes, never for another change', async () => {
    const bride = await member();
    const him = await groom();
    const { photos } = await uploadPhotos(stack, him.userId, 2);
    // Photos wait for moderation like any change; approved here, as a moderator would.
    await stack.stores.profiles.model.updateOne(
      { userId: him.userId },
      { $set: { photoVerified: true, moderationStatus: 'approved' } }
    );
    const photoBadge = async () =>
      expectContract(discoveryRoutes.getProfile, await get(bride.userId, `/${him.id}`).expect(200)).profile
        .badges.photo;
    expect(await photoBadge()).to.equal(true);

    // A photo added after the primary one: the badge holds.
    await uploadPhotos(stack, him.userId, 1);
    await stack.stores.profiles.model.updateOne(
      { userId: him.userId },
      { $set: { moderationStatus: 'approved' } }
    );
    expect(await photoBadge()).to.equal(true);

    await request(stack.app)
      .put(`${BASE_PATH}/me/photos/${photos[1]!.id}/primary`)
      .set('Authorization', stack.bearer(him.userId))
      .expect(200);
    await stack.stores.profiles.model.updateOne(
      { userId: him.userId },
      { $set: { moderationStatus: 'approved' } }
    );
    expect(await photoBadge()).to.equal(false);
    const own = expectContract(ownProfileRoutes.getOwnProfile, await get(him.userId, '/me').expect(200));
    expect(own.verification.photo).to.equal(false);
  });
});
