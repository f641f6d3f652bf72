// The landing page's member count (docs/product-rules.md#member-count): public, rounded down, counted at most once
// an hour per replica.
import { expect } from 'chai';
import request from 'supertest';
import { memberStatsRoutes } from '@matrimony/contracts/http/profile/member-stats';
import { expectContract } from '@matrimony/service-kit/testing';
import { BASE_PATH } from '../src/app';
import { createMemberCountCache, MEMBER_COUNT_TTL_MS, roundedMemberCount } from '../src/domain/member-count';
import { TODAY } from './support/fixtures';
import { createMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('member count', () => {
  it('is rounded down to two significant digits', () => {
    const rounded = [0, 7, 99, 100, 987, 1000, 1234, 12_345, 99_999, 1_234_567].map(roundedMemberCount);
    expect(rounded).to.deep.equal([0, 7, 99, 100, 980, 1000, 1200, 12_000, 99_000, 1_200_000]);
  });

  it('is counted again only once an hour has passed on the clock, and not kept when counting fails', async () => {
    const clock = { now: TODAY };
    const answers: (number | Error)[] = [1234, new Error('database away'), 5678];
    let counts = 0;
    const memberCount = createMemberCountCache(
      async () => {
        counts += 1;
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      () => clock.now
    );

    expect(await memberCount()).to.equal(1200);
    clock.now = new Date(TODAY.getTime() + MEMBER_COUNT_TTL_MS - 1);
    expect(await memberCount()).to.equal(1200);
    expect(counts).to.equal(1);

    clock.now = new Date(TODAY.getTime() + MEMBER_COUNT_TTL_MS);
    let failure: unknown;
    await memberCount().catch((err: unknown) => (failure = err));
    expect(failure).to.be.instanceOf(Error);
    expect(await memberCount()).to.equal(5600);
    expect(counts).to.equal(3);
  });

  describe('GET /stats/members', () => {
    let stack: ProfileStack;
    before(async () => {
      stack = await startProfileStack();
    });
    after(() => stack.close());

    const get = () => request(stack.app).get(`${BASE_PATH}/stats/members`).expect(200);

    it('answers anyone with the approved, visible profiles, cached publicly for an hour', async () => {
      for (const userId of ['m-1', 'm-2', 'm-3', 'm-hidden', 'm-pending', 'm-suspended'])
        await createMember(stack, userId);
      const { model } = stack.stores.profiles;
      await model.updateMany({}, { $set: { moderationStatus: 'approved' } });
      await model.updateOne({ userId: 'm-hidden' }, { $set: { hidden: true } });
      await model.updateOne({ userId: 'm-pending' }, { $set: { moderationStatus: 'pending' } });
      await model.updateOne({ userId: 'm-suspended' }, { $set: { moderationStatus: 'suspended' } });

      const res = await get();
      expect(expectContract(memberStatsRoutes.getMemberStats, res)).to.deep.equal({ members: 3 });
      expect(res.headers['cache-control']).to.equal('public, max-age=3600');

      await createMember(stack, 'm-4');
      await model.updateOne({ userId: 'm-4' }, { $set: { moderationStatus: 'approved' } });
      expect((await get()).body).to.deep.equal({ members: 3 });
      stack.clock.now = new Date(stack.clock.now.getTime() + MEMBER_COUNT_TTL_MS);
      expect((await get()).body).to.deep.equal({ members: 4 });
    });
  });
});
