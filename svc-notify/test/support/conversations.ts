// Two members who matched, and the conversation API as each of them calls it; events are handled directly (as
// NATS would hand them over), so a test decides when each arrives.
import { randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import { type Express } from 'express';
import { conversationRoutes as routes } from '@matrimony/contracts/http/notify/conversations';
import { createEnvelope } from '@matrimony/service-kit';
import { expectContract } from '@matrimony/service-kit/testing';
import { members, type TestMember } from './members';
import { type Stack } from './stack';

export const BASE = '/api/notify/conversations';

export interface Talker extends TestMember {
  profileId: string;
  mobile: string;
}

export function conversations(stack: Stack) {
  const people = members(stack);
  const bearer = (member: TestMember) => `Bearer ${stack.issuer.sign({ sub: member.userId })}`;

  const api = (member: TestMember, app: Express = stack.app) => ({
    list: (query: Record<string, string | number> = {}) =>
      request(app).get(BASE).query(query).set('Authorization', bearer(member)),
    unreadCount: () => request(app).get(`${BASE}/unread-count`).set('Authorization', bearer(member)),
    withProfile: (profileId: string) =>
      request(app).get(`${BASE}/with/${profileId}`).set('Authorization', bearer(member)),
    thread: (id: string, query: Record<string, string | number> = {}) =>
      request(app).get(`${BASE}/${id}/messages`).query(query).set('Authorization', bearer(member)),
    send: (id: string, text: string, clientMessageId: string = randomUUID()) =>
      request(app)
        .post(`${BASE}/${id}/messages`)
        .set('Authorization', bearer(member))
        .send({ clientMessageId, text }),
    read: (id: string, upTo: string) =>
      request(app).post(`${BASE}/${id}/read`).set('Authorization', bearer(member)).send({ upTo }),
    report: (id: string, messageId: string, reason = 'asked-for-money') =>
      request(app)
        .post(`${BASE}/${id}/messages/${messageId}/reports`)
        .set('Authorization', bearer(member))
        .send({ reason })
  });

  /** A registered member with a profile (name and card photo), registered `ageDays` ago. */
  async function talker(fullName: string, ageDays = 30): Promise<Talker> {
    const userId = randomUUID();
    const member = {
      userId,
      fullName,
      email: `c-${userId.slice(0, 8)}@example.in`,
      mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
    };
    const registered = createEnvelope('identity.user.registered', {
      userId,
      mobile: member.mobile,
      email: member.email,
      fullName
    });
    registered.occurredAt = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000).toISOString();
    await people.handle(registered);
    const profileId = randomUUID().replace(/-/g, '').slice(0, 24);
    await people.event('profile.created', {
      userId,
      profileId,
      fullName,
      gender: 'female',
      moderationStatus: 'approved',
      cardPhotoUrl: `/api/profiles/photos/${profileId}/card`
    });
    return { ...member, profileId };
  }

  const matchData = (a: Talker, b: Talker) => ({
    interestId: randomUUID(),
    fromUserId: a.userId,
    toUserId: b.userId,
    fromProfileId: a.profileId,
    toProfileId: b.profileId
  });
  const blockData = (blocker: Talker, blocked: Talker) => ({
    blockerUserId: blocker.userId,
    blockedUserId: blocked.userId,
    blockerProfileId: blocker.profileId,
    blockedProfileId: blocked.profileId,
    at: new Date().toISOString()
  });

  return {
    ...people,
    api,
    talker,
    /** Handles the pair's match and resolves their conversation's id. */
    async match(a: Talker, b: Talker): Promise<string> {
      await people.event('profile.match.created', matchData(a, b));
      const list = expectContract(routes.listConversations, await api(a).list());
      const item = list.items.find((c) => c.other.profileId === b.profileId);
      if (!item) throw new Error('no conversation after the match');
      return item.id;
    },
    matchData,
    block: (blocker: Talker, blocked: Talker) =>
      people.event('profile.member.blocked', blockData(blocker, blocked)),
    unblock: (blocker: Talker, blocked: Talker) =>
      people.event('profile.member.unblocked', blockData(blocker, blocked)),
    /** A message sent, parsed by its contract. */
    async sent(member: Talker, id: string, text: string) {
      return expectContract(routes.sendMessage, await api(member).send(id, text).expect(201)).message;
    }
  };
}

export const parsed = <R extends (typeof routes)[keyof typeof routes]>(route: R, res: Response) =>
  expectContract(route, res);
