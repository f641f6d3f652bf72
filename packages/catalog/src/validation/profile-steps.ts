// The rules of sign-up steps 3, 4 and 6 (basic, religious, family): everything of the profile
// except the location, so the wizard can check these steps without the district data.
import { z } from '../zod';
import {
  ABOUT_YOURSELF_MAX_LENGTH,
  ABOUT_YOURSELF_MIN_LENGTH,
  FULL_NAME_MAX_LENGTH,
  SUB_CASTE_MAX_LENGTH
} from '../constants';
import { isOldEnough, parseDateOfBirth } from '../dates';
import {
  CATALOG_MESSAGES,
  PROFILE_FOR_MESSAGES,
  SIGNUP_MESSAGES,
  fieldNeed,
  messageText,
  type UserMessage
} from '../messages';
import { birthPlaceSchema, birthTimeSchema } from '../birth-places';
import { BIRTH_HOROSCOPE_MESSAGES } from '../messages';
import { isCasteOfReligion } from '../options/castes';
import { PARENT_OCCUPATIONS, SIBLINGS } from '../options/family';
import { HEIGHTS } from '../options/heights';
import {
  DOSHAM_OPTIONS,
  RASI_CHOICES,
  STAR_CHOICES,
  isKnownRasi,
  isKnownStar,
  padaSchema,
  rasiForStarPada,
  starFitsRasi
} from '../options/horoscope';
import { MOTHER_TONGUES } from '../options/languages';
import { FAMILY_TYPES, GENDERS, MARITAL_STATUSES, type Gender } from '../options/person';
import { PROFILE_FOR, type ProfileFor, genderOfProfileFor } from '../options/profile-for';
import { RELIGIONS } from '../options/religions';
import { optionalText, requiredChoice, requiredText } from './fields';

export interface ProfileSchemaOptions {
  /** Today's date for the age rule; tests pass a fixed clock. */
  readonly today?: () => Date;
}

const ageNotEligible = messageText(SIGNUP_MESSAGES.ageNotEligible);
export const dateOfBirthRequired = messageText(SIGNUP_MESSAGES.dateOfBirthRequired);
const invalidDateOfBirth = messageText(CATALOG_MESSAGES.invalidDateOfBirth);

function dateOfBirthField(missing: string, today: () => Date) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .refine((value) => parseDateOfBirth(value) !== undefined, { error: invalidDateOfBirth, abort: true })
    .refine((value) => isOldEnough(value, today()), { error: ageNotEligible });
}

// An empty required field says what it needs (FIELD_NEEDS); the forms' toasts stay the spec's.
/** `dobMissing`: the wizard's step 3 asks "Choose your date of birth"; the whole profile says the spec's "Date of birth is required". */
export function basicShape(dobMissing: string, today: () => Date) {
  return {
    profileFor: requiredChoice(PROFILE_FOR, fieldNeed('profileFor')),
    fullName: requiredText(fieldNeed('fullName'), 'Full name', FULL_NAME_MAX_LENGTH),
    dateOfBirth: dateOfBirthField(dobMissing, today),
    gender: requiredChoice(GENDERS, fieldNeed('gender')),
    lookingFor: requiredChoice(GENDERS, fieldNeed('lookingFor')),
    height: requiredChoice(HEIGHTS, fieldNeed('height'))
  };
}

export function religiousShape() {
  return {
    religion: requiredChoice(RELIGIONS, fieldNeed('religion')),
    // Checked against the religion's list by casteBelongsToReligion.
    caste: requiredText(fieldNeed('caste'), 'Caste', SUB_CASTE_MAX_LENGTH),
    subCaste: optionalText('Sub-caste', SUB_CASTE_MAX_LENGTH),
    motherTongue: requiredChoice(MOTHER_TONGUES, fieldNeed('motherTongue')),
    maritalStatus: requiredChoice(MARITAL_STATUSES, fieldNeed('maritalStatus'))
  };
}

export function familyShape() {
  return {
    rasi: requiredChoice(RASI_CHOICES, fieldNeed('rasi')),
    star: requiredChoice(STAR_CHOICES, fieldNeed('star')),
    /** Optional quarter (1-4) of the star; when given, the rasi must be the one holding it. */
    starPada: padaSchema.nullish(),
    dosham: requiredChoice(DOSHAM_OPTIONS, fieldNeed('dosham')),
    /** Private: when both are given, svc-profile computes rasi, star, pada and dosham from them. */
    birthTime: birthTimeSchema.nullish(),
    birthPlace: birthPlaceSchema.nullish(),
    familyType: requiredChoice(FAMILY_TYPES, fieldNeed('familyType')),
    fatherOccupation: requiredChoice(PARENT_OCCUPATIONS, fieldNeed('fatherOccupation')),
    motherOccupation: requiredChoice(PARENT_OCCUPATIONS, fieldNeed('motherOccupation')),
    siblings: requiredChoice(SIBLINGS, fieldNeed('siblings')),
    aboutYourself: requiredText(fieldNeed('aboutYourself'), 'About yourself', ABOUT_YOURSELF_MAX_LENGTH).min(
      ABOUT_YOURSELF_MIN_LENGTH,
      messageText(CATALOG_MESSAGES.aboutYourselfTooShort)
    )
  };
}

// Cross-field rules, written once and attached to both the step schemas and the whole profile.
export type Check<T> = (value: T, ctx: z.core.$RefinementCtx<T>) => void;

export const casteBelongsToReligion: Check<{ religion: (typeof RELIGIONS)[number]; caste: string }> = (
  value,
  ctx
) => {
  if (!isCasteOfReligion(value.caste, value.religion)) {
    ctx.addIssue({
      code: 'custom',
      path: ['caste'],
      message: messageText(CATALOG_MESSAGES.casteNotOfReligion)
    });
  }
};

const GENDER_MISMATCH: Partial<Record<ProfileFor, UserMessage>> = {
  son: PROFILE_FOR_MESSAGES.sonIsMale,
  brother: PROFILE_FOR_MESSAGES.brotherIsMale,
  daughter: PROFILE_FOR_MESSAGES.daughterIsFemale,
  sister: PROFILE_FOR_MESSAGES.sisterIsFemale
};

/** A profile for a son or a brother is a male one, for a daughter or a sister a female one. */
export const genderFitsProfileFor: Check<{ profileFor: ProfileFor; gender: Gender }> = (value, ctx) => {
  const implied = genderOfProfileFor(value.profileFor);
  const mismatch = GENDER_MISMATCH[value.profileFor];
  if (implied && mismatch && implied !== value.gender) {
    ctx.addIssue({ code: 'custom', path: ['gender'], message: messageText(mismatch) });
  }
};

type StarRasi = {
  star: (typeof STAR_CHOICES)[number];
  rasi: (typeof RASI_CHOICES)[number];
  starPada?: 1 | 2 | 3 | 4 | null;
};
/** The star must fall in the rasi (the nine stars spanning two rasis accept either); a pada must lie in the rasi. */
export const rasiMatchesStarPada: Check<StarRasi> = (value, ctx) => {
  if (!starFitsRasi(value.star, value.rasi)) {
    ctx.addIssue({ code: 'custom', path: ['star'], message: messageText(CATALOG_MESSAGES.starNotOfRasi) });
    return;
  }
  if (
    value.starPada &&
    isKnownStar(value.star) &&
    isKnownRasi(value.rasi) &&
    rasiForStarPada(value.star, value.starPada) !== value.rasi
  ) {
    ctx.addIssue({ code: 'custom', path: ['rasi'], message: messageText(CATALOG_MESSAGES.rasiNotOfStar) });
  }
};

/** A birth time without a place (or the reverse) computes nothing: both or neither. */
export const birthDetailsTogether: Check<{ birthTime?: string | null; birthPlace?: unknown }> = (
  value,
  ctx
) => {
  if (!value.birthTime !== !value.birthPlace) {
    ctx.addIssue({
      code: 'custom',
      path: [value.birthTime ? 'birthPlace' : 'birthTime'],
      message: messageText(BIRTH_HOROSCOPE_MESSAGES.birthTimeAndPlaceTogether)
    });
  }
};

/** The step 3, 4 and 6 schemas; `today` fixes the clock of the age rule (tests). */
export function createStepSchemas(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => new Date());
  return {
    step3BasicSchema: z.object(basicShape(fieldNeed('dateOfBirth'), today)).superRefine(genderFitsProfileFor),
    step4ReligiousSchema: z.object(religiousShape()).superRefine(casteBelongsToReligion),
    step6FamilySchema: z
      .object(familyShape())
      .superRefine(rasiMatchesStarPada)
      .superRefine(birthDetailsTogether)
  };
}
