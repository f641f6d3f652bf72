// What each demo member is looking for, as svc-profile stores it (partner_preferences): mostly the starting
// preferences registration gives everyone (an age range around their own, their religion and mother tongue),
// and for some members a caste, state, income or photo wish, a few of them "must".
import { ANNUAL_INCOMES, OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY, PREFERENCE_MAX_AGE, PREFERENCE_MAX_HEIGHT_CM, PREFERENCE_MIN_HEIGHT_CM, partnerPreferencesSchema, type PartnerPreferences } from '@matrimony/catalog';
import { MINIMUM_AGE } from '@matrimony/catalog/constants';
import { type DemoMember } from './generate';
import { seededRandom } from './random';

const clampAge = (age: number) => Math.min(PREFERENCE_MAX_AGE, Math.max(MINIMUM_AGE, age));

/** The member's preferences; drawn from their own seed, so adding this did not change the members themselves. */
export function demoPreferences(member: DemoMember): PartnerPreferences {
  const random = seededRandom(104_729 + member.index);
  const { profile } = member;
  const bride = profile.gender === 'female';
  const knownReligion = profile.religion !== PREFER_NOT_TO_SAY && profile.religion !== OTHERS_NOT_LISTED && profile.religion !== 'Spiritual / Not Religious';
  const knownCaste = profile.caste !== PREFER_NOT_TO_SAY && profile.caste !== OTHERS_NOT_LISTED;
  return partnerPreferencesSchema.parse({
    age: bride ? { min: clampAge(member.age - 1), max: clampAge(member.age + 6), must: random.chance(0.3) } : { min: clampAge(member.age - 7), max: clampAge(member.age + 1), must: random.chance(0.3) },
    height: { min: PREFERENCE_MIN_HEIGHT_CM, max: PREFERENCE_MAX_HEIGHT_CM, must: false },
    maritalStatuses: { values: random.chance(0.6) ? ['never_married'] : [], must: false },
    religions: { values: knownReligion ? [profile.religion] : [], must: knownReligion && random.chance(0.4) },
    castes: { values: knownCaste && random.chance(0.25) ? [profile.caste] : [], must: false },
    motherTongues: { values: [profile.motherTongue], must: random.chance(0.2) },
    states: { values: random.chance(0.3) ? [profile.state] : [], must: false },
    educationLevels: {},
    occupations: {},
    minIncome: { value: bride && random.chance(0.4) ? ANNUAL_INCOMES[2]! : null, must: false },
    dosham: {},
    withPhotoOnly: { value: random.chance(0.3), must: false }
  });
}
