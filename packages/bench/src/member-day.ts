// Issue 21: a member's day through the gateway (the load is resilience's liveMemberDay; the actions and
// their shares are written in the README): p50/p95/p99 and errors per action.
import { MongoClient } from 'mongodb';
import { liveMemberDay, signIn, type DayMember, type OtpInbox } from '@matrimony/resilience';
import { type Figures } from './budgets';
import { memberWithProfile, type Side } from './members';
import { percentile } from './stats';

const MEMBERS = Number(process.env.BENCH_DAY_MEMBERS ?? 200);
const DURATION_MS = Number(process.env.BENCH_DAY_SEC ?? 60) * 1000;
/** A person reads for a while between clicks. */
const THINK_MS = { min: 1000, max: 3000 };
/** Registration through the gateway, a few at a time (each is an argon2 hash in svc-identity). */
const REGISTERING_AT_ONCE = 4;

async function register(
  gatewayUrl: string,
  mongoUrl: string,
  inbox: OtpInbox
): Promise<{ brides: Side[]; grooms: Side[] }> {
  const client = await MongoClient.connect(mongoUrl);
  const brides: Side[] = [];
  const grooms: Side[] = [];
  try {
    let next = 0;
    const lane = async () => {
      while (next < MEMBERS) {
        const index = next++;
        const groom = index % 2 === 1;
        (groom ? grooms : brides).push(
          await memberWithProfile(gatewayUrl, inbox, 1000 + index, groom ? 'male' : 'female', client)
        );
      }
    };
    await Promise.all(Array.from({ length: REGISTERING_AT_ONCE }, lane));
  } finally {
    await client.close();
  }
  return { brides, grooms };
}

export async function measureMemberDay(
  gatewayUrl: string,
  mongoUrl: string,
  inbox: OtpInbox,
  log: (line: string) => void
): Promise<Figures> {
  const { brides, grooms } = await register(gatewayUrl, mongoUrl, inbox);
  log(`  ${brides.length + grooms.length} members registered; signing them in afresh`);
  // Fresh sessions: the first registrations' access tokens would expire during the run.
  const members: DayMember[] = [];
  for (const side of [...brides, ...grooms]) {
    const tokens = await signIn(gatewayUrl, side.member);
    members.push({
      self: { ...side, member: { ...side.member, tokens } },
      others: brides.includes(side) ? grooms : brides
    });
  }
  const { samples, errors, failures } = await liveMemberDay({
    baseUrl: gatewayUrl,
    members,
    durationMs: DURATION_MS,
    thinkMs: THINK_MS
  });
  if (failures.length > 0) log(`  first failures: ${failures.join('; ')}`);

  const figures: Figures = {};
  for (const [name, times] of samples) {
    log(
      `  ${name}: ${times.length} calls, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, errors ${errors.get(name)}`
    );
    figures[`member-day.${name}.p50-ms`] = { value: Math.round(percentile(times, 50)) };
    figures[`member-day.${name}.p95-ms`] = { value: Math.round(percentile(times, 95)) };
    figures[`member-day.${name}.p99-ms`] = { value: Math.round(percentile(times, 99)) };
    figures[`member-day.${name}.errors`] = { value: times.length === 0 ? 1 : errors.get(name)! };
  }
  return figures;
}
