// The rules of sign-up steps 3, 4 and 6 (basic, religious, family): everything of the profile
// except the location, so the wizard can check these steps without the district data.
import { z } from '../zod';
import { ABOUT_YOURSELF_MAX_LENGTH, FULL_NAME_MAX_LENGTH, SUB_CASTE_MAX_LENGTH } from '../constants';
import { isOldEnough, parseDateOfBirth } from '../dates';
import { CATALOG_MESSAGES, SIGNUP_MESSAGES, messageText } from '../messages';
import { isCasteOfReligion } from '../options/castes';
import { PARENT_OCCUPATIONS, SIBLINGS } from '../options/family';
import { HEIGHTS } from '../options/heights';
import { DOSHAM_OPTIONS, RASI_CHOICES, STAR_CHOICES, isKnownRasi, isKnownStar, padaSchema, rasiForStarPada, starFitsRasi } from '../options/horoscope';
import { MOTHER_TONGUES } from '../options/languages';
import { FAMILY_TYPES, GENDERS, MARITAL_STATUSES } from '../options/person';
import { RELIGIONS } from '../options/religions';
import { optionalText, requiredChoice, requiredText, FIELD_TEXT } from './fields';

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

export function basicShape(missing: string, dobMissing: string, today: () => Date) {
  return {
    fullName: requiredText(missing, 'Full name', FULL_NAME_MAX_LENGTH),
    dateOfBirth: dateOfBirthField(dobMissing, today),
    gender: requiredChoice(GENDERS, missing),
    lookingFor: requiredChoice(GENDERS, missing),
    height: requiredChoice(HEIGHTS, missing)
  };
}

export function religiousShape(missing: string) {
  return {
    religion: requiredChoice(RELIGIONS, missing),
    // Checked against the religion's list by casteBelongsToReligion.
    caste: requiredText(missing, 'Caste', SUB_CASTE_MAX_LENGTH),
    subCaste: optionalText('Sub-caste', SUB_CASTE_MAX_LENGTH),
    motherTongue: requiredChoice(MOTHER_TONGUES, missing),
    maritalStatus: requiredChoice(MARITAL_STATUSES, missing)
  };
}

export function familyShape(missing: string) {
  return {
    rasi: requiredChoice(RASI_CHOICES, missing),
    star: requiredChoice(STAR_CHOICES, missing),
    /** Optional quarter (1-4) of the star; when given, the rasi must be the one holding it. */
    starPada: padaSchema.nullish(),
    dosham: requiredChoice(DOSHAM_OPTIONS, missing),
    familyType: requiredChoice(FAMILY_TYPES, missing),
    fatherOccupation: requiredChoice(PARENT_OCCUPATIONS, missing),
    motherOccupation: requiredChoice(PARENT_OCCUPATIONS, missing),
    siblings: requiredChoice(SIBLINGS, missing),
    aboutYourself: requiredText(missing, 'About yourself', ABOUT_YOURSELF_MAX_LENGTH)
  };
}

// Cross-field rules, written once and attached to both the step schemas and the whole profile.
export type Check<T> = (value: T, ctx: z.core.$RefinementCtx<T>) => void;

export const casteBelongsToReligion: Check<{ religion: (typeof RELIGIONS)[number]; caste: string }> = (value, ctx) => {
  if (!isCasteOfReligion(value.caste, value.religion)) {
    ctx.addIssue({ code: 'custom', path: ['caste'], message: messageText(CATALOG_MESSAGES.casteNotOfReligion) });
  }
};

type StarRasi = { star: (typeof STAR_CHOICES)[number]; rasi: (typeof RASI_CHOICES)[number]; starPada?: 1 | 2 | 3 | 4 | null };
/** The star must fall in the rasi (the nine stars spanning two rasis accept either); a pada must lie in the rasi. */
export const rasiMatchesStarPada: Check<StarRasi> = (value, ctx) => {
  if (!starFitsRasi(value.star, value.rasi)) {
    ctx.addIssue({ code: 'custom', path: ['star'], message: messageText(CATALOG_MESSAGES.starNotOfRasi) });
    return;
  }
  if (value.starPada && isKnownStar(value.star) && isKnownRasi(value.rasi) && rasiForStarPada(value.star, value.starPada) !== value.rasi) {
    ctx.addIssue({ code: 'custom', path: ['rasi'], message: messageText(CATALOG_MESSAGES.rasiNotOfStar) });
  }
};


/** The step 3, 4 and 6 schemas; `today` fixes the clock of the age rule (tests). */
export function createStepSchemas(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => new Date());
  return {
    step3BasicSchema: z.object(basicShape(FIELD_TEXT.missingWithPhoto, FIELD_TEXT.missingWithPhoto, today)),
    step4ReligiousSchema: z.object(religiousShape(FIELD_TEXT.missing)).superRefine(casteBelongsToReligion),
    step6FamilySchema: z.object(familyShape(FIELD_TEXT.missing)).superRefine(rasiMatchesStarPada)
  };
}
