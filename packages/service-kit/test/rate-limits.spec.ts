import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { type Connection } from 'mongoose';
import { createRateLimits, RATE_LIMITS_COLLECTION } from '../src/index';
import { embeddedMongo } from './support/mongo';

describe('rate limits (sliding window in Mongo)', () => {
  let mongo: Connection | undefined;
  before(async function () {
    mongo = await embeddedMongo(`kit_rate_${randomUUID().slice(0, 8)}`);
  });
  after(() => mongo?.close());

  it('allows max events per window, then refuses with the seconds until the oldest leaves the window', async () => {
    const limits = createRateLimits(mongo!);
    const limit = { max: 2, windowMs: 60_000 };
    const start = new Date('2026-11-21T06:30:00Z');
    const at = (sec: number) => new Date(start.getTime() + sec * 1000);
    expect((await limits.take('ip:1', limit, at(0))).allowed).to.equal(true);
    expect((await limits.take('ip:1', limit, at(10))).allowed).to.equal(true);
    expect(await limits.take('ip:1', limit, at(20))).to.deep.equal({ allowed: false, retryAfterSec: 40 });
    expect((await limits.take('ip:2', limit, at(20))).allowed, 'another key has its own window').to.equal(
      true
    );
    expect(
      (await limits.take('ip:1', limit, at(61))).allowed,
      'the first event has left the window'
    ).to.equal(true);
  });

  it('lets exactly max of many simultaneous events through, and the refused ones take no slot', async () => {
    const limits = createRateLimits(mongo!);
    const limit = { max: 5, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limits.take('otp:mobile:9876500042', limit))
    );
    expect(results.filter((result) => result.allowed)).to.have.length(5);
    const window = await mongo!
      .collection(RATE_LIMITS_COLLECTION)
      .findOne({ _id: 'otp:mobile:9876500042' as never });
    expect(window?.hits, 'only the five allowed events are kept').to.have.length(5);
    expect(
      (await limits.take('otp:mobile:9876500042', limit)).allowed,
      'the window stays full after the burst'
    ).to.equal(false);
  });

  it('gives a slot back when the caller releases it', async () => {
    const limits = createRateLimits(mongo!);
    const limit = { max: 1, windowMs: 60_000 };
    const first = await limits.take('mobile:9876543210', limit);
    expect(first.allowed).to.equal(true);
    if (first.allowed) await first.release();
    expect((await limits.take('mobile:9876543210', limit)).allowed).to.equal(true);
  });

  it('takes several keys in one call: all or none, waiting for the fullest window', async () => {
    const limits = createRateLimits(mongo!);
    const perAddress = { max: 3, windowMs: 60_000 };
    const perMobile = { max: 1, windowMs: 120_000 };
    const start = new Date('2026-11-21T06:30:00Z');
    const keys = (mobile: string) => [
      { key: 'sign-in:ip:198.18.9.9', limit: perAddress },
      { key: `sign-in:mobile:${mobile}`, limit: perMobile }
    ];
    expect((await limits.takeAll(keys('9876500071'), start)).allowed).to.equal(true);
    // The mobile's window is full: refused, and the address's event taken with it is given back.
    expect(await limits.takeAll(keys('9876500071'), new Date(start.getTime() + 30_000))).to.deep.equal({
      allowed: false,
      retryAfterSec: 90
    });
    const address = await mongo!
      .collection(RATE_LIMITS_COLLECTION)
      .findOne({ _id: 'sign-in:ip:198.18.9.9' as never });
    expect(address?.hits, 'the refused call kept nothing').to.have.length(1);
    expect((await limits.takeAll(keys('9876500072'), start)).allowed).to.equal(true);
    expect((await limits.takeAll(keys('9876500073'), start)).allowed).to.equal(true);
    const both = await limits.takeAll(keys('9876500074'), start);
    expect(both.allowed, 'the address is full now').to.equal(false);
    const released = await limits.takeAll([{ key: 'sign-in:mobile:9876500075', limit: perMobile }], start);
    if (released.allowed) await released.release();
    expect(
      (await limits.take('sign-in:mobile:9876500075', perMobile, start)).allowed,
      'release gives back every key'
    ).to.equal(true);
  });

  it('forgets a member’s hits by the values their keys end with, and nothing else (account erasure)', async () => {
    const limits = createRateLimits(mongo!);
    const limit = { max: 1, windowMs: 60_000 };
    const userId = randomUUID();
    for (const key of [
      `sign-in:mobile:9876500001`,
      `password-check:member:${userId}`,
      'reset-request:email:Meera@Example.in',
      'sign-in:mobile:98765000011',
      'sign-in:ip:198.18.0.1'
    ])
      expect((await limits.take(key, limit)).allowed, key).to.equal(true);
    await limits.forget([userId, '9876500001', 'meera@example.in', null, '']);
    const left = await mongo!
      .collection(RATE_LIMITS_COLLECTION)
      .find({}, { projection: { _id: 1 } })
      .toArray();
    expect(left.map((window) => window._id)).to.include.members([
      'sign-in:mobile:98765000011',
      'sign-in:ip:198.18.0.1'
    ]);
    expect(JSON.stringify(left))
      .to.not.contain(userId)
      .and.not.contain('sign-in:mobile:9876500001"')
      .and.not.contain('Meera');
    expect(
      (await limits.take('sign-in:mobile:9876500001', limit)).allowed,
      'the slot is free again'
    ).to.equal(true);
  });
});
