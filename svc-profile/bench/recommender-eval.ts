// The recommender's offline evaluation: `node --import tsx bench/recommender-eval.ts` (no services; seeded, the same
// figures on every machine). Prints precision@20 per day for stated preferences alone and with revealed ones
// blended in, the day-14 relative gain and the mutual matches produced; `--json` prints the figures as one JSON
// line last (packages/bench's `recommender` group reads it into the bench history).
import { buildDirectory, DEFAULT_SETTINGS, runArm, type ArmResult } from './recommender-sim';

const settings = DEFAULT_SETTINGS;
const started = performance.now();
const directory = buildDirectory(settings);
const stated = runArm(directory, settings, false);
const blended = runArm(directory, settings, true);

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const precisionOn = (arm: ArmResult, day: number) => arm.days[day - 1]!.precisionAt20;
const mutualShare = (arm: ArmResult) => arm.mutualMatches / Math.max(1, arm.recommendationsShown);
const last = settings.days;
const gain = precisionOn(blended, last) / precisionOn(stated, last) - 1;

console.log(
  `${settings.members} members, ${settings.actors} acting, ${settings.days} days, seed ${settings.seed}` +
    ` (${Math.round(performance.now() - started)} ms)`
);
console.log('day  precision@20 stated  stated+revealed');
for (let day = 1; day <= last; day += 1)
  console.log(
    `${String(day).padStart(3)}  ${precisionOn(stated, day).toFixed(3).padStart(19)}  ${precisionOn(blended, day).toFixed(3).padStart(15)}`
  );
console.log(`day ${last} relative gain: ${(gain * 100).toFixed(1)}%`);
for (const [name, arm] of [
  ['stated', stated],
  ['stated+revealed', blended]
] as const)
  console.log(
    `${name}: ${arm.mutualMatches} mutual matches from ${arm.interestsSent} interests over ` +
      `${arm.recommendationsShown} recommendations (${(mutualShare(arm) * 100).toFixed(2)}% of recommendations)`
  );

if (process.argv.includes('--json')) {
  const figures: Record<string, number> = {};
  for (const day of [1, 7, last]) {
    figures[`recommender.day${day}.precision20.stated`] = round(precisionOn(stated, day));
    figures[`recommender.day${day}.precision20.blended`] = round(precisionOn(blended, day));
  }
  figures[`recommender.day${last}.relative-gain-pct`] = round(gain * 100, 1);
  figures['recommender.mutual-match-share-pct.stated'] = round(mutualShare(stated) * 100, 2);
  figures['recommender.mutual-match-share-pct.blended'] = round(mutualShare(blended) * 100, 2);
  console.log(JSON.stringify(figures));
}
