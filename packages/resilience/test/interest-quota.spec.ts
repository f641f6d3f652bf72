// Issue 21: the free plan's five interests a day hold under a crowd. Fifty free members each fire ten sends
// at once, spread over two svc-profile replicas (one MongoDB): exactly five of each member's succeed, and
// the rest answer 429 interest_daily_limit naming the limit.
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { type Gateway } from '@matrimony/dev-stack';
import {
  approvedProfile,
  registerMember,
  startPlatform,
  tapOtpCodes,
  testMember,
  type OtpInbox,
  type Platform,
  type RegisteredMember
} from '../src/index';
import { startPlatformGateway } from './support/gateway';
import { mapPool } from './support/pool';

const SENDERS = 50;
const TARGETS = 10;
const FREE_PER_DAY = 5;
/** Later than any event billing will send, so the welcome month cannot turn these members premium again. */
const FOREVER = new Date('2100-01-01T00:00:00Z');

describe('the free daily interest quota under a crowd', function () {
  this.timeout(600_000);
  let platform: Platform;
  let gateway: Gateway;
  let gatewayUrl: string;
  let inbox: OtpInbox;
  let mongo: MongoClient;

  before(async () => {
    platform = await startPlatform({ replicas: { 'svc-identity': 1, 'svc-profile': 2, 'svc-billing': 1 } });
    gateway = await startPlatformGateway(platform);
    gatewayUrl = `http://127.0.0.1:${gateway.port}`;
    inbox = await tapOtpCodes(platform.nats.url);
    mongo = await MongoClient.connect(platform.mongo.url);
  });
  after(async () => {
    await mongo?.close();
    await inbox?.close();
    await gateway?.close();
    await platform?.stop();
  });

  const call = (member: RegisteredMember, method: string, path: string, body?: unknown) =>
    fetch(`${gatewayUrl}/api/profiles${path}`, {
      method,
      headers: { authorization: `Bearer ${member.tokens.access_token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    });

  it('lets each of 50 free members send exactly 5 of 10 simultaneous interests', async () => {
    const registered = await mapPool(
      Array.from({ length: SENDERS + TARGETS }, (_, i) => testMember(3000 + i)),
      4,
      (member) => registerMember(platform.service('svc-identity').url, member, inbox)
    );
    const senders = await mapPool(registered.slice(0, SENDERS), 4, (member) =>
      approvedProfile(gatewayUrl, mongo, member, false)
    );
    const targets = await mapPool(registered.slice(SENDERS), 4, (member) =>
      approvedProfile(gatewayUrl, mongo, member, true)
    );
    await mongo
      .db('profile')
      .collection<{ _id: string }>('member_plans')
      .bulkWrite(
        senders.map(({ member }) => ({
          updateOne: {
            filter: { _id: member.userId },
            update: {
              $set: {
                subscriptionId: `free-${member.userId}`,
                planType: 'free',
                status: 'active',
                endDate: null,
                asOf: FOREVER
              }
            },
            upsert: true
          }
        }))
      );

    const outcomes = await Promise.all(
      senders.map(async ({ member }) => {
        const answers = await Promise.all(
          targets.map(({ profileId }) => call(member, 'POST', '/interests', { to: profileId }))
        );
        const bodies = await Promise.all(
          answers.map(
            (answer) =>
              answer.json() as Promise<{ code?: string; limit?: number; remainingToday?: number | null }>
          )
        );
        return answers.map((answer, i) => ({ status: answer.status, body: bodies[i]! }));
      })
    );
    for (const [index, answers] of outcomes.entries()) {
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `member ${index}`).to.deep.equal([
        ...Array<number>(FREE_PER_DAY).fill(201),
        ...Array<number>(TARGETS - FREE_PER_DAY).fill(429)
      ]);
      const sent = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.body.remainingToday)
        .sort();
      expect(sent, `member ${index}: what each success said was left`).to.deep.equal([0, 1, 2, 3, 4]);
      for (const refused of answers.filter((answer) => answer.status === 429))
        expect(refused.body).to.include({ code: 'interest_daily_limit', limit: FREE_PER_DAY });
    }
    // What is stored agrees: five interests from each sender.
    const stored = await mongo
      .db('profile')
      .collection('interests')
      .aggregate<{ _id: string; sent: number }>([
        { $match: { fromUserId: { $in: senders.map(({ member }) => member.userId) } } },
        { $group: { _id: '$fromUserId', sent: { $sum: 1 } } }
      ])
      .toArray();
    expect(stored.map((row) => row.sent)).to.deep.equal(Array<number>(SENDERS).fill(FREE_PER_DAY));
  });
});
