// What each demo member is looking for, as svc-profile stores it (partner_preferences): the starting
// preferences registration gives everyone (the catalog's defaultPreferencesFor), and for some members a
// caste, state, income, marital status or photo wish, a few of them "must".
import {
  ANNUAL_INCOMES,
  OTHERS_NOT_LISTED,
  PREFER_NOT_TO_SAY,
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
  const start = defaultPreferencesFor({
    age: member.age,
    gender: profile.gender,
    religion: profile.religion,
    motherTongue: profile.motherTongue
  });
  const knownCaste = profile.caste !== PREFER_NOT_TO_SAY && profile.caste !== OTHERS_NOT_LISTED;
  return partnerPreferencesSchema.parse({
    ...start,
    age: { ...start.age, must: random.chance(0.3) },
    religions: { ...start.religions, must: start.religions.values.length > 0 && random.chance(0.4) },
    motherTongues: { ...start.motherTongues, must: random.chance(0.2) },
    maritalStatuses: { values: random.chance(0.6) ? ['never_married'] : [], must: false },
    castes: { values: knownCaste && random.chance(0.25) ? [profile.caste] : [], must: false },
    states: { values: random.chance(0.3) ? [profile.state] : [], must: false },
    minIncome: {
      value: profile.gender === 'female' && random.chance(0.4) ? ANNUAL_INCOMES[2]! : null,
      must: false
    },
    withPhotoOnly: { value: random.chance(0.3), must: false }
  });
}
