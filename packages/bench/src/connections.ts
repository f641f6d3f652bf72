// Issue 14's connections benchmark: interest sends through the gateway at 10 at a time, and how soon
// the receiver's "received" list shows each one. Real members (captcha, OTP, account, profile) send to
// each other: 20 brides to 20 grooms, 400 distinct pairs, at most 20 sends per sender (under premium's
// 30-a-minute burst limit: the welcome month makes every new member premium), after uncounted warm-up sends
// between 6 brides and 6 grooms of their own.
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { DECLINE_REASONS, REPORT_REASONS } from '@matrimony/catalog';
import { memberRequest, type OtpInbox } from '@matrimony/resilience';
import { type Figures } from './budgets';
import { runLoad } from './load';
import { memberWithProfile, type Side } from './members';
import { percentile } from './stats';

const PER_SIDE = 20;
const CONCURRENCY = 10;
const VISIBILITY_SAMPLES = 200;
const WARMUP_PER_SIDE = 6;

/** The connection pages' reads as one groom (20 interests received, half accepted), 10 connections for 5 s each: p50 and p97.5. */
async function measureReads(gatewayUrl: string, groom: Side, log: (line: string) => void): Promise<Figures> {
  const token = groom.member.tokens.access_token;
  const received = await memberRequest(
    gatewayUrl,
    '/api/profiles/interests?box=received&pageSize=100',
    groom.member
  );
  for (const item of (received.body as { items: { id: string }[] }).items.slice(0, 10)) {
    await memberRequest(gatewayUrl, `/api/profiles/interests/${item.id}/accept`, groom.member, {
      method: 'POST'
    });
  }
  const figures: Figures = {};
  const reads = {
    received: '/api/profiles/interests?box=received',
    matches: '/api/profiles/matches',
    views: '/api/profiles/views',
    summary: '/api/profiles/me/connections',
    shortlist: '/api/profiles/shortlist'
  };
  for (const [name, path] of Object.entries(reads)) {
    const load = await runLoad({
      url: `${gatewayUrl}${path}`,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': groom.member.ip },
      connections: CONCURRENCY,
      durationSec: 5
    });
    log(
      `  GET ${path}: ${load.reqPerSec.toFixed(0)} req/s, p50 ${load.p50Ms} ms, p97.5 ${load.p97_5Ms} ms, errors ${load.errors}`
    );
    figures[`connections.read-${name}.p50-ms`] = { value: load.p50Ms };
    figures[`connections.read-${name}.p97_5-ms`] = { value: load.p97_5Ms };
    figures[`connections.read-${name}.errors`] = { value: load.errors };
  }
  return figures;
}

type Timed = { status: number; ms: number };

/** Runs each call one after another (no other load), keeping its status and time. */
async function timedInTurn(calls: (() => Promise<{ status: number }>)[]): Promise<Timed[]> {
  const results: Timed[] = [];
  for (const run of calls) {
    const started = performance.now();
    const { status } = await run();
    results.push({ status, ms: performance.now() - started });
  }
  return results;
}

/**
 * The answers and member actions, each timed one request at a time on the otherwise idle platform: accept and
 * decline (a groom's 20 received), withdraw (20 brides' interests to another groom), shortlist add and remove,
 * block and unblock, report. p50 and worst, and every answer must be 2xx.
 */
async function measureActions(
  gatewayUrl: string,
  brides: Side[],
  grooms: Side[],
  log: (line: string) => void
): Promise<Figures> {
  const act = (side: Side, method: string, path: string, body?: unknown) => () =>
    memberRequest(gatewayUrl, `/api/profiles${path}`, side.member, { method, body });
  const receivedBy = async (groom: Side) =>
    (
      (await memberRequest(gatewayUrl, '/api/profiles/interests?box=received&pageSize=100', groom.member))
        .body as { items: { id: string; profile: { id: string } }[] }
    ).items;

  const answering = await receivedBy(grooms[1]!);
  const withdrawing = await receivedBy(grooms[2]!);
  const brideByProfile = new Map(brides.map((bride) => [bride.profileId, bride]));
  const targets = grooms.slice(3, 8);
  const runs: Record<string, (() => Promise<{ status: number }>)[]> = {
    accept: answering.slice(0, 10).map((item) => act(grooms[1]!, 'POST', `/interests/${item.id}/accept`)),
    decline: answering
      .slice(10, 20)
      .map((item) =>
        act(grooms[1]!, 'POST', `/interests/${item.id}/decline`, { reason: DECLINE_REASONS[0].id })
      ),
    withdraw: withdrawing.map((item) =>
      act(brideByProfile.get(item.profile.id)!, 'POST', `/interests/${item.id}/withdraw`)
    ),
    'shortlist-add': grooms.map((groom) => act(brides[0]!, 'PUT', `/shortlist/${groom.profileId}`)),
    'shortlist-remove': grooms.map((groom) => act(brides[0]!, 'DELETE', `/shortlist/${groom.profileId}`)),
    block: targets.map((groom) => act(brides[1]!, 'PUT', `/blocks/${groom.profileId}`)),
    unblock: targets.map((groom) => act(brides[1]!, 'DELETE', `/blocks/${groom.profileId}`)),
    report: targets.map((groom) =>
      act(brides[2]!, 'POST', '/reports', { profileId: groom.profileId, reason: REPORT_REASONS[0].id })
    )
  };
  const figures: Figures = {};
  for (const [name, calls] of Object.entries(runs)) {
    const timed = await timedInTurn(calls);
    const times = timed.map((result) => result.ms);
    const failed = timed.filter((result) => result.status < 200 || result.status > 299).length;
    log(
      `  ${name}: ${timed.length} one at a time, p50 ${percentile(times, 50).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms, failed ${failed}`
    );
    figures[`connections.${name}.p50-ms`] = { value: Math.round(percentile(times, 50)) };
    figures[`connections.${name}.max-ms`] = { value: Math.round(Math.max(...times)) };
    figures[`connections.${name}.errors`] = { value: timed.length === 0 ? 1 : failed };
  }
  return figures;
}

type Send = { from: Side; to: Side };

/** Round by round, every bride sends to a different groom: no sender goes faster than one send per request. */
function roundsOfSends(brides: Side[], grooms: Side[]): Send[] {
  return Array.from({ length: grooms.length }, (_, round) =>
    brides.map((bride, b) => ({ from: bride, to: grooms[(b + round) % grooms.length]! }))
  ).flat();
}

/**
 * The sends, 10 at a time, each timed; the first `visibilitySamples` are then followed (in the same lane) by
 * polls of the receiver's received list until it shows the send.
 */
async function sendInLanes(gatewayUrl: string, sends: Send[], visibilitySamples: number) {
  const latencies: number[] = [];
  const visibility: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const lane = async () => {
    while (next < sends.length) {
      const index = next++;
      const { from, to } = sends[index]!;
      const started = performance.now();
      const sent = await memberRequest(gatewayUrl, '/api/profiles/interests', from.member, {
        method: 'POST',
        body: { to: to.profileId }
      });
      latencies.push(performance.now() - started);
      statuses[sent.status] = (statuses[sent.status] ?? 0) + 1;
      if (sent.status !== 201 || index >= visibilitySamples) continue;
      const id = (sent.body as { interest: { id: string } }).interest.id;
      const sentAt = performance.now();
      for (let poll = 0; poll < 200; poll += 1) {
        const received = await memberRequest(
          gatewayUrl,
          '/api/profiles/interests?box=received&pageSize=100',
          to.member
        );
        if ((received.body as { items: { id: string }[] }).items.some((item) => item.id === id)) {
          visibility.push(performance.now() - sentAt);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { latencies, visibility, statuses };
}

export async function measureConnections(
  gatewayUrl: string,
  mongoUrl: string,
  inbox: OtpInbox,
  log: (line: string) => void
): Promise<Figures> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const brides: Side[] = [];
    const grooms: Side[] = [];
    for (let i = 0; i < PER_SIDE; i += 1) {
      brides.push(await memberWithProfile(gatewayUrl, inbox, i, 'female', client));
      grooms.push(await memberWithProfile(gatewayUrl, inbox, PER_SIDE + i, 'male', client));
    }
    // Uncounted first: a few dozen sends between members of their own, so the services' code is compiled and
    // their pools and caches are in use before the measured sends (the api group warms its endpoints the same way).
    const warmBrides: Side[] = [];
    const warmGrooms: Side[] = [];
    for (let i = 0; i < WARMUP_PER_SIDE; i += 1) {
      warmBrides.push(await memberWithProfile(gatewayUrl, inbox, 2 * PER_SIDE + i, 'female', client));
      warmGrooms.push(
        await memberWithProfile(gatewayUrl, inbox, 2 * PER_SIDE + WARMUP_PER_SIDE + i, 'male', client)
      );
    }
    await sendInLanes(gatewayUrl, roundsOfSends(warmBrides, warmGrooms), WARMUP_PER_SIDE * WARMUP_PER_SIDE);
    const { latencies, visibility, statuses } = await sendInLanes(
      gatewayUrl,
      roundsOfSends(brides, grooms),
      VISIBILITY_SAMPLES
    );
    const errors = Object.entries(statuses).reduce(
      (sum, [status, count]) => sum + (status === '201' ? 0 : count),
      0
    );
    const reads = await measureReads(gatewayUrl, grooms[0]!, log);
    const actions = await measureActions(gatewayUrl, brides, grooms, log);
    log(
      `  interests: ${PER_SIDE * PER_SIDE} sends (after ${WARMUP_PER_SIDE * WARMUP_PER_SIDE} uncounted), p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms; statuses ${JSON.stringify(statuses)}`
    );
    log(
      `  received list shows a send after p95 ${percentile(visibility, 95).toFixed(0)} ms (${visibility.length} samples)`
    );
    return {
      'connections.interest-send.p50-ms': { value: Math.round(percentile(latencies, 50)) },
      'connections.interest-send.p95-ms': { value: Math.round(percentile(latencies, 95)) },
      'connections.interest-send.errors': { value: errors },
      'connections.interest-visible.p95-ms': { value: Math.round(percentile(visibility, 95)) },
      'connections.interest-visible.missing': {
        value: Math.min(VISIBILITY_SAMPLES, PER_SIDE * PER_SIDE) - visibility.length
      },
      ...reads,
      ...actions
    };
  } finally {
    await client.close();
  }
}
