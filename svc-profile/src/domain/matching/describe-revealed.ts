// The profile page's reason from revealed preferences (English "You often open Doctor profiles from Tamil Nadu"),
// as data naming only the items where this profile sits in the viewer's favourite band and the viewer has shown
// enough.
import { EDUCATION_BANDS, educationBandRank } from '@matrimony/catalog';
import { type RevealedReason } from '@matrimony/contracts/http/profile/discovery';
import { type MatchFacts } from './item-credit';
import type { RevealedFit } from './match-score';
import { REVEALED_ITEM_WEIGHTS, type RevealedScorer } from './revealed-fit';
import { AGE_BAND_YEARS, type RevealedItem } from './revealed-preferences';

/** Confidence below which a revealed item is not named (it still counts in the score). */
export const NAMED_FROM_CONFIDENCE = 0.3;
/** Education is named from a bachelor's degree up ("profiles with a Doctorate"). */
const BACHELORS_RANK = EDUCATION_BANDS.indexOf('bachelors');

/** Items the viewer has shown a clear taste for that this profile holds (its favourite band). */
function namedItems(scorer: RevealedScorer, fits: readonly RevealedFit[]): Set<RevealedItem> {
  const named = new Set<RevealedItem>();
  fits.forEach((fit, index) => {
    const compiled = scorer[index]!;
    const confidence = compiled.weight / REVEALED_ITEM_WEIGHTS[compiled.item];
    if (fit.credit === 1 && confidence >= NAMED_FROM_CONFIDENCE) named.add(fit.item);
  });
  return named;
}

/** The reason, or null when nothing the viewer has shown fits this profile clearly. */
export function describeRevealed(
  scorer: RevealedScorer,
  fits: readonly RevealedFit[],
  facts: MatchFacts
): RevealedReason | null {
  const named = namedItems(scorer, fits);
  if (named.size === 0) return null;
  const education = educationBandRank(facts.education);
  // One "what": occupation before mother tongue before education.
  const occupation = named.has('occupation') ? facts.occupation : null;
  const motherTongue = !occupation && named.has('motherTongue') ? facts.motherTongue : null;
  const educationBand =
    !occupation && !motherTongue && named.has('education') && education >= BACHELORS_RANK
      ? EDUCATION_BANDS[education]!
      : null;
  const state = named.has('state') ? facts.state : null;
  const band = Math.floor(facts.age / AGE_BAND_YEARS) * AGE_BAND_YEARS;
  const ages = named.has('age') ? { from: band, to: band + AGE_BAND_YEARS - 1 } : null;
  if (!occupation && !motherTongue && !educationBand && !state && !ages) return null;
  return { occupation, motherTongue, educationBand, state, ages };
}
