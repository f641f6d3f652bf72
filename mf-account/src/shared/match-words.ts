// The match as svc-profile answers it (counts, option values, codes) in the member's language: the explanation,
// the revealed reason and each preference-fit row. A component using these calls useSharedT() so it re-renders when
// the language's catalogue arrives.
import { EDUCATION_BAND_LABELS } from '@matrimony/catalog';
import {
  type Match,
  type NearMiss,
  type PreferenceFit,
  type PreferenceWanted,
  type RevealedReason
} from '@matrimony/contracts/http/profile/discovery';
import { type CatalogText } from '@matrimony/ui/catalog-text';
import { sharedText } from './messages';

/** A list of wanted values names this many, then counts the rest. */
const LISTED_VALUES = 4;

function poruthamsText(poruthams: NonNullable<Match['poruthams']>): string {
  const count = sharedText('shared.match.poruthams', { agree: poruthams.agree, of: poruthams.of });
  const { failing } = poruthams;
  if (failing.length === 0) return count;
  const which = failing.length > 1 ? 'both' : failing[0]!;
  return sharedText(`shared.match.poruthams.${which}`, { count });
}

/** "You match 7 of her 9 preferences; she matches 6 of your 8" (then the Porutham count for a South viewer). */
export function matchExplanation(match: Match): string {
  const preferences = sharedText(
    match.otherGender === 'male' ? 'shared.match.explanation.male' : 'shared.match.explanation.female',
    {
      met: match.youMeetTheirs.met,
      total: match.youMeetTheirs.total,
      theirMet: match.theyMeetYours.met,
      theirTotal: match.theyMeetYours.total
    }
  );
  if (!match.poruthams) return preferences;
  return sharedText('shared.match.withPoruthams', { preferences, poruthams: poruthamsText(match.poruthams) });
}

function oftenWhat(reason: RevealedReason, text: CatalogText): string {
  if (reason.occupation)
    return sharedText('shared.match.often.occupation', { occupation: text(reason.occupation) });
  if (reason.motherTongue)
    return sharedText('shared.match.often.language', { language: text(reason.motherTongue) });
  if (reason.educationBand)
    return sharedText('shared.match.often.education', {
      education: text(EDUCATION_BAND_LABELS[reason.educationBand])
    });
  return sharedText('shared.match.often.any');
}

/** "You often open Doctor profiles from Tamil Nadu aged 30–32". */
export function revealedReasonText(reason: RevealedReason, text: CatalogText): string {
  return sharedText('shared.match.often', {
    what: oftenWhat(reason, text),
    from: reason.state ? sharedText('shared.match.often.from', { state: text(reason.state) }) : '',
    aged: reason.ages
      ? sharedText('shared.match.often.aged', { min: reason.ages.from, max: reason.ages.to })
      : ''
  });
}

function valuesText(values: readonly string[], text: CatalogText): string {
  const list = values.slice(0, LISTED_VALUES).map(text).join(', ');
  if (values.length <= LISTED_VALUES) return list;
  return sharedText('shared.fit.values.more', { list, more: values.length - LISTED_VALUES });
}

/** A preference in words: "25-30 years", "Hindu, Jain", "₹5-10 Lakhs or more". */
export function wantedText(wanted: PreferenceWanted, text: CatalogText): string {
  switch (wanted.kind) {
    case 'range':
      return sharedText(`shared.fit.range.${wanted.unit}`, { min: wanted.min, max: wanted.max });
    case 'values':
      return valuesText(wanted.values, text);
    case 'educationFrom':
      return sharedText('shared.fit.educationFrom', { band: text(EDUCATION_BAND_LABELS[wanted.band]) });
    case 'incomeFrom':
      return sharedText('shared.fit.incomeFrom', { band: text(wanted.band) });
    case 'photo':
      return sharedText('shared.fit.photo');
    case 'horoscope':
      return sharedText(`shared.fit.horoscope.${wanted.must ? 'must' : 'matters'}.${wanted.tradition}`, {
        min: wanted.gunaMin
      });
  }
}

function nearMissWords(item: PreferenceFit['item'], nearMiss: NearMiss): string {
  switch (nearMiss.kind) {
    case 'outsideRange':
      return sharedText(`shared.fit.nearMiss.${nearMiss.unit}.${nearMiss.direction}`, { by: nearMiss.by });
    case 'bandBelow':
      return sharedText(
        item === 'minIncome' ? 'shared.fit.nearMiss.minIncome' : 'shared.fit.nearMiss.educationLevels'
      );
    case 'sameRegion':
      return sharedText('shared.fit.nearMiss.sameRegion');
    case 'gunaUnder':
      return sharedText('shared.fit.nearMiss.guna', { points: nearMiss.points, needed: nearMiss.needed });
  }
}

/** How a near miss falls short: "2 years above the age range"; null when the item is met or missed outright. */
export function nearMissText(fit: PreferenceFit): string | null {
  return fit.nearMiss ? nearMissWords(fit.item, fit.nearMiss) : null;
}
