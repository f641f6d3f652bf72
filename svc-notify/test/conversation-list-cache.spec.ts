// The first page of a member's conversation list, kept by each replica (live/conversation-list-cache.ts): served again
// only while nothing it shows has changed, on this replica or any other.
import { expect } from 'chai';
import { LEFT_MEMBER_NAME } from '@matrimony/catalog/conversations';
import {
  conversationRoutes as routes,
  type ConversationList
} from '@matrimony/contracts/http/notify/conversations';
import { expectContract } from '@matrimony/service-kit/testing';
import { createConversationListCache } from '../src/live/conversation-list-cache';
import { LIST_CACHE_READ_MS } from '../src/domain/limits';
import { conversations, type Talker } from './support/conversations';
import { startReplica, type Replica } from './support/replica';
import { startStack, type Stack } from './support/stack';

const page = (unreadCount: number): ConversationList => ({ items: [], nextBefore: null, unreadCount });

describe('conversation list cache: the kept pages', () => {
  const clock = { ms: 1_000 };
  const cache = (entries = 10, ttlMs = 60_000) =>
    createConversationListCache({ entries, ttlMs, now: () => clock.ms });

  it('serves a kept page until a member it shows changes, whoever they are on it', () => {
    const lists = cache();
    lists.put('groom', 20, lists.begin(), ['groom', 'bride-1', 'bride-2'], page(1));
    lists.put('bride-1', 20, lists.begin(), ['bride-1', 'groom'], page(2));
    expect(lists.get('groom', 20)).to.deep.equal(page(1));
    expect(lists.get('groom', 10), 'another page size').to.equal(undefined);
    lists.drop('bride-2');
    expect(lists.get('groom', 20)).to.equal(undefined);
    expect(lists.get('bride-1', 20)).to.deep.equal(page(2));
    lists.drop('bride-1');
    expect(lists.get('bride-1', 20)).to.equal(undefined);
    expect(lists.size).to.equal(0);
  });

  it('does not keep a page read while one of its members changed, but keeps one read after', () => {
    const lists = cache();
    const early = lists.begin();
    lists.drop('bride');
    lists.put('groom', 20, early, ['groom', 'bride'], page(1));
    expect(lists.get('groom', 20)).to.equal(undefined);
    const late = lists.begin();
    lists.drop('someone-else');
    lists.put('groom', 20, late, ['groom', 'bride'], page(2));
    expect(lists.get('groom', 20)).to.deep.equal(page(2));
  });

  it('does not keep a read that took longer than changes are remembered', () => {
    const lists = cache();
    const mark = lists.begin();
    clock.ms += LIST_CACHE_READ_MS + 1;
    lists.put('groom', 20, mark, ['groom'], page(1));
    expect(lists.get('groom', 20)).to.equal(undefined);
  });

  it('serves nothing and keeps nothing while changes may be missed, and forgets what it had when they are heard again', () => {
    const lists = cache();
    lists.put('groom', 20, lists.begin(), ['groom'], page(1));
    const during = lists.begin();
    lists.suspend();
    expect(lists.get('groom', 20)).to.equal(undefined);
    lists.put('bride', 20, lists.begin(), ['bride'], page(2));
    lists.resume();
    expect(lists.get('bride', 20)).to.equal(undefined);
    lists.put('groom', 20, during, ['groom'], page(3));
    expect(lists.get('groom', 20), 'a read begun before the connection dropped').to.equal(undefined);
    lists.put('groom', 20, lists.begin(), ['groom'], page(4));
    expect(lists.get('groom', 20)).to.deep.equal(page(4));
  });

  it('lets a page go after its time, and the least recently read beyond its size', () => {
    const lists = cache(2, 500);
    lists.put('a', 20, lists.begin(), ['a'], page(1));
    lists.put('b', 20, lists.begin(), ['b'], page(2));
    expect(lists.get('a', 20)).to.deep.equal(page(1));
    lists.put('c', 20, lists.begin(), ['c'], page(3));
    expect(lists.get('b', 20), 'least recently read').to.equal(undefined);
    expect(lists.get('a', 20)).to.deep.equal(page(1));
    clock.ms += 501;
    expect(lists.get('a', 20)).to.equal(undefined);
    expect(lists.get('c', 20)).to.equal(undefined);
  });
});

describe('conversation list cache: across replicas', () => {
  let stack: Stack;
  let replica: Replica;
  let talk: ReturnType<typeof conversations>;

  before(async () => {
    stack = await startStack();
    replica = await startReplica(stack);
    talk = conversations(stack);
  });
  after(async () => {
    await replica?.stop();
    await stack?.stop();
  });

  const listOn = async (member: Talker, app = stack.app) =>
    expectContract(routes.listConversations, await talk.api(member, app).list());

  /** Reads the list on `app` until `seen` holds (the other replica's word travels over NATS), for at most 10 s. */
  async function listUntil(member: Talker, app: Replica['app'], seen: (list: ConversationList) => boolean) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const list = await listOn(member, app);
      if (seen(list) || Date.now() > deadline) return list;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('shows on another replica’s kept page a message sent through this one, and its unread count', async () => {
    const bride = await talk.talker('Meera Iyer');
    const groom = await talk.talker('Karthik Raman');
    const id = await talk.match(bride, groom);
    const kept = await listOn(groom, replica.app);
    expect(kept.items.map((item) => item.lastMessage)).to.deep.equal([null]);
    expect(replica.notify.http.conversationLists.size, 'the page is kept').to.be.greaterThan(0);
    await talk.sent(bride, id, 'Namaste Karthik');
    const list = await listUntil(groom, replica.app, (seen) => seen.unreadCount === 1);
    expect(list.items.map((item) => [item.lastMessage?.text, item.unreadCount])).to.deep.equal([
      ['Namaste Karthik', 1]
    ]);
    expect(list.unreadCount).to.equal(1);
  });

  it('shows at once, on the replica that handled it, a new name and a block of a member shown on a kept page', async () => {
    const bride = await talk.talker('Lakshmi Menon');
    const groom = await talk.talker('Vivek Pillai');
    await talk.match(bride, groom);
    expect((await listOn(groom)).items.map((item) => item.other.displayName)).to.deep.equal([
      'Lakshmi Menon'
    ]);
    await talk.event('profile.updated', {
      userId: bride.userId,
      profileId: bride.profileId,
      fullName: 'Lakshmi Nair',
      gender: 'female',
      moderationStatus: 'approved',
      cardPhotoUrl: `/api/profiles/photos/${bride.profileId}/card`
    });
    expect((await listOn(groom)).items.map((item) => item.other.displayName)).to.deep.equal(['Lakshmi Nair']);
    await talk.block(bride, groom);
    expect((await listOn(groom)).items.map((item) => [item.status, item.endReason])).to.deep.equal([
      ['ended', 'closed']
    ]);
  });

  it('shows at once on this replica a message its own member sent, at the top of their list', async () => {
    const groom = await talk.talker('Arun Das');
    const first = await talk.talker('Priya Sen');
    const second = await talk.talker('Nisha Rao');
    const firstId = await talk.match(first, groom);
    await talk.match(second, groom);
    expect((await listOn(groom)).items.map((item) => item.other.displayName)).to.deep.equal([
      'Nisha Rao',
      'Priya Sen'
    ]);
    await talk.sent(groom, firstId, 'Hello Priya');
    const list = await listOn(groom);
    expect(list.items.map((item) => [item.other.displayName, item.lastMessage?.text ?? null])).to.deep.equal([
      ['Priya Sen', 'Hello Priya'],
      ['Nisha Rao', null]
    ]);
  });

  it('shows at once on a kept page that a member left: their name and their messages are gone', async () => {
    const bride = await talk.talker('Divya Shetty');
    const groom = await talk.talker('Manoj Hegde');
    const id = await talk.match(bride, groom);
    await talk.sent(bride, id, 'Namaste Manoj');
    expect(
      (await listOn(groom)).items.map((item) => [item.other.displayName, item.lastMessage?.text])
    ).to.deep.equal([['Divya Shetty', 'Namaste Manoj']]);
    await talk.event('identity.user.deleted', { userId: bride.userId });
    const list = await listOn(groom);
    expect(
      list.items.map((item) => [item.other.displayName, item.lastMessage, item.unreadCount, item.endReason])
    ).to.deep.equal([[LEFT_MEMBER_NAME, null, 0, 'left']]);
    expect(list.unreadCount).to.equal(0);
  });
});
