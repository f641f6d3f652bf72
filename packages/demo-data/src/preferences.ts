// What each demo member is looking for, as svc-profile stores it (partner_preferences): the preferences
// registration guesses for everyone (the catalog's defaultPreferencesFor), and for most members a caste, income,
// marital status or photo wish, a few of them "must". A member with any wish saved the form, so nothing of theirs
// is guessed any more; the others still have registration's guesses.
import {
  ANNUAL_INCOMES,
  OTHERS_NOT_LISTED,
  PREFER_NOT_TO_SAY,
  confirmedPreferences,
  defaultPreferencesFor,
  partnerPreferencesSchema,
  type PartnerPreferences
} from '@matrimony/catalog';
import { type DemoMember } from './generate';
import { seededRandom } from './random';

/** The member's preferences; drawn from their own seed, so adding this did not change the members themselves. */
export function demoPreferences(member: DemoMember): PartnerPreferences {
  const random = seededRandom(104_729 + member.index);
  const { profile } = member;
  const start = defaultPreferencesFor({ ...profile, age: member.age });
  const knownCaste = profile.caste !== PREFER_NOT_TO_SAY && profile.caste !== OTHERS_NOT_LISTED;
  const wishes = {
    ageMust: random.chance(0.3),
    religionMust: start.religions.values.length > 0 && random.chance(0.4),
    motherTongueMust: random.chance(0.2),
    neverMarried: random.chance(0.6),
    caste: knownCaste && random.chance(0.25),
    ownState: random.chance(0.3),
    minIncome: profile.gender === 'female' && random.chance(0.4),
    withPhoto: random.chance(0.3)
  };
  if (!Object.values(wishes).some(Boolean)) return start;
  return confirmedPreferences(
    partnerPreferencesSchema.parse({
      ...start,
      age: { ...start.age, must: wishes.ageMust },
      religions: { ...start.religions, must: wishes.religionMust },
      motherTongues: { ...start.motherTongues, must: wishes.motherTongueMust },
      maritalStatuses: wishes.neverMarried
        ? { values: ['never_married'], must: false }
        : start.maritalStatuses,
      castes: { values: wishes.caste ? [profile.caste] : [], must: false },
      states: wishes.ownState ? { values: [profile.state], must: false } : start.states,
      minIncome: wishes.minIncome ? { value: ANNUAL_INCOMES[2]!, must: false } : start.minIncome,
      withPhotoOnly: { value: wishes.withPhoto, must: false }
    })
  );
}
