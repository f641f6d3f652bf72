// The member a notification is about, as the reader may see them when the list is read
// (docs/product-rules.md#profile-views): name and card photo beside an interest, nothing of a member blocked either
// way, hidden or gone, and a viewer named only to a reader who is premium at that moment.
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { notificationRoutes as routes, type Notification } from '@matrimony/contracts/http/notify';
import { createEnvelope } from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { NAME_WAIT_MS } from '../src/events/member-news';
import { conversations, type Talker } from './support/conversations';
import { startStack, type Stack } from './support/stack';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('notifications: the member each one is about', () => {
  let stack: Stack;
  let talk: ReturnType<typeof conversations>;
  before(async () => {
    stack = await startStack();
    talk = conversations(stack);
  });
  after(async () => {
    await stack?.stop();
  });

  const list = async (reader: Talker): Promise<Notification[]> =>
    expectContract(
      routes.listNotifications,
      await request(stack.app)
        .get('/api/notify/notifications')
        .query({ limit: 50 })
        .set('Authorization', talk.bearer(reader))
        .expect(200)
    ).items;
  const itemOf = async (reader: Talker, category: Notification['category']) => {
    const items = (await list(reader)).filter((item) => item.category === category);
    expect(items).to.have.length(1);
    return items[0]!;
  };
  const cardOf = (member: Talker) => `/api/profiles/photos/${member.profileId}/card`;
  const subscription = (member: Talker, status: 'active' | 'expired') => ({
    userId: member.userId,
    subscriptionId: randomUUID(),
    planType: status === 'active' ? ('premium' as const) : ('free' as const),
    status,
    startDate: new Date().toISOString(),
    endDate: status === 'active' ? new Date(Date.now() + 30 * DAY_MS).toISOString() : null,
    amount: 0,
    reason: status === 'active' ? ('welcome-offer' as const) : ('expired' as const)
  });
  const viewed = (viewer: Talker, owner: Talker) =>
    talk.event('profile.viewed', {
      viewerUserId: viewer.userId,
      ownerUserId: owner.userId,
      viewerProfileId: viewer.profileId,
      ownerProfileId: owner.profileId,
      viewedAt: new Date().toISOString()
    });

  it('shows the sender of an interest by name and card photo, following their profile, and hides them while either blocks the other', async () => {
    const a = await talk.talker('Priya Sharma');
    const b = await talk.talker('Arjun Nair');
    await talk.event('profile.interest.sent', talk.matchData(a, b));

    const received = await itemOf(b, 'interest-received');
    expect(received.text).to.equal('Priya S. sent you an interest.');
    expect(received.member).to.deep.equal({ profileId: a.profileId, name: 'Priya S.', photoUrl: cardOf(a) });

    // A changed photo shows at once; no photo is null.
    await talk.event('profile.updated', {
      userId: a.userId,
      profileId: a.profileId,
      fullName: a.fullName,
      gender: 'female',
      moderationStatus: 'approved',
      cardPhotoUrl: null
    });
    expect((await itemOf(b, 'interest-received')).member).to.deep.equal({
      profileId: a.profileId,
      name: 'Priya S.',
      photoUrl: null
    });

    await talk.block(b, a);
    const blocked = await itemOf(b, 'interest-received');
    expect(blocked).not.to.have.property('member');
    expect(blocked.link).to.equal('/interest-received');
    await talk.unblock(b, a);
    expect((await itemOf(b, 'interest-received')).member?.profileId).to.equal(a.profileId);
    // Blocked by the other member: the same.
    await talk.block(a, b);
    expect(await itemOf(b, 'interest-received')).not.to.have.property('member');
  });

  it('names the member who accepted by full name, and shows nothing of a member who deleted their account', async () => {
    const a = await talk.talker('Meera Iyer');
    const b = await talk.talker('Karthik Raman');
    await talk.event('profile.interest.accepted', talk.matchData(a, b));
    expect((await itemOf(a, 'interest-accepted')).member).to.deep.equal({
      profileId: b.profileId,
      name: 'Karthik Raman',
      photoUrl: cardOf(b)
    });

    await talk.event('identity.user.deleted', { userId: b.userId });
    expect((await list(a)).filter((item) => item.category === 'interest-accepted')).to.deep.equal([]);
    // An interest of theirs handled only after the deletion is stored, but shows no member, photo or profile link.
    const late = createEnvelope('profile.interest.sent', talk.matchData(b, a));
    late.occurredAt = new Date(Date.now() - 2 * NAME_WAIT_MS).toISOString();
    await talk.handle(late);
    const item = await itemOf(a, 'interest-received');
    expect(item.text).to.equal('A member sent you an interest.');
    expect(item.link).to.equal('/interest-received');
    expect(item).not.to.have.property('member');
  });

  it('names a viewer with photo and profile link to a premium reader only, while they are premium', async () => {
    const viewer = await talk.talker('Divya Krishnan');
    const owner = await talk.talker('Rahul Verma');
    await viewed(viewer, owner);

    const anonymous = {
      text: 'A member viewed your profile.',
      link: '/profile-views'
    };
    const free = await itemOf(owner, 'profile-viewed');
    expect(free).to.deep.include(anonymous);
    expect(free).not.to.have.property('member');
    expect(JSON.stringify(free)).not.to.include('Divya').and.not.to.include(viewer.profileId);

    await talk.event('billing.subscription.changed', subscription(owner, 'active'));
    const premium = await itemOf(owner, 'profile-viewed');
    expect(premium).to.deep.include({
      text: 'Divya K. viewed your profile.',
      link: `/profile/${viewer.profileId}`,
      member: { profileId: viewer.profileId, name: 'Divya K.', photoUrl: cardOf(viewer) }
    });

    // A blocked viewer stays anonymous even to a premium reader.
    await talk.block(owner, viewer);
    const blocked = await itemOf(owner, 'profile-viewed');
    expect(blocked).to.deep.include(anonymous);
    expect(blocked).not.to.have.property('member');
    await talk.unblock(owner, viewer);

    // A viewer who hid their profile is named to nobody but a mutual match; showing it again names them again.
    const profileOf = (hidden: boolean) => ({
      userId: viewer.userId,
      profileId: viewer.profileId,
      fullName: viewer.fullName,
      gender: 'female' as const,
      moderationStatus: 'approved' as const,
      cardPhotoUrl: cardOf(viewer),
      hidden
    });
    await talk.event('profile.updated', profileOf(true));
    const hidden = await itemOf(owner, 'profile-viewed');
    expect(hidden).to.deep.include(anonymous);
    expect(hidden).not.to.have.property('member');
    await talk.event('profile.updated', profileOf(false));
    expect(await itemOf(owner, 'profile-viewed')).to.have.property('member');

    await talk.event('billing.subscription.changed', subscription(owner, 'expired'));
    const lapsed = await itemOf(owner, 'profile-viewed');
    expect(lapsed).to.deep.include(anonymous);
    expect(lapsed).not.to.have.property('member');
    expect(JSON.stringify(lapsed)).not.to.include('Divya');
  });
});
