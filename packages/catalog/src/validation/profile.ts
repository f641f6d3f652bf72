// The signup wizard's steps 3-6 and the profile svc-profile stores: the same field rules,
// composed per step for react-hook-form and as a whole for the service.
import { z } from 'zod';
import {
  ABOUT_YOURSELF_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, FULL_NAME_MAX_LENGTH, NO_INFORMATION, SUB_CASTE_MAX_LENGTH
} from '../constants';
import { ageFromDob, formatCalendarDate, isOldEnough, parseDateOfBirth } from '../dates';
import { CATALOG_MESSAGES, SIGNUP_MESSAGES, messageText } from '../messages';
import { isCasteOfReligion } from '../options/castes';
import { EDUCATION_LEVELS } from '../options/education';
import { PARENT_OCCUPATIONS, SIBLINGS } from '../options/family';
import { HEIGHTS } from '../options/heights';
import { DOSHAM_OPTIONS, RASIS, STARS, padaSchema, rasiForStarPada } from '../options/horoscope';
import { ANNUAL_INCOMES } from '../options/income';
import { MOTHER_TONGUES } from '../options/languages';
import { STATE_NAMES, isDistrictOfState } from '../options/locations';
import { OCCUPATIONS } from '../options/occupations';
import { FAMILY_TYPES, GENDERS, MARITAL_STATUSES } from '../options/person';
import { RELIGIONS } from '../options/religions';
import { optionalText, requiredChoice, requiredText, FIELD_TEXT } from './fields';

export interface ProfileSchemaOptions {
  /** Today's date for the age rule; tests pass a fixed clock. */
  readonly today?: () => Date;
}

const ageNotEligible = messageText(SIGNUP_MESSAGES.ageNotEligible);
const dateOfBirthRequired = messageText(SIGNUP_MESSAGES.dateOfBirthRequired);
const invalidDateOfBirth = messageText(CATALOG_MESSAGES.invalidDateOfBirth);

function dateOfBirthField(missing: string, today: () => Date) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .refine((value) => parseDateOfBirth(value) !== undefined, { error: invalidDateOfBirth, abort: true })
    .refine((value) => isOldEnough(value, today()), { error: ageNotEligible });
}

function basicShape(missing: string, dobMissing: string, today: () => Date) {
  return {
    fullName: requiredText(missing, 'Full name', FULL_NAME_MAX_LENGTH),
    dateOfBirth: dateOfBirthField(dobMissing, today),
    gender: requiredChoice(GENDERS, missing),
    lookingFor: requiredChoice(GENDERS, missing),
    height: requiredChoice(HEIGHTS, missing)
  };
}

function religiousShape(missing: string) {
  return {
    religion: requiredChoice(RELIGIONS, missing),
    // Checked against the religion's list by casteBelongsToReligion.
    caste: requiredText(missing, 'Caste', SUB_CASTE_MAX_LENGTH),
    subCaste: optionalText('Sub-caste', SUB_CASTE_MAX_LENGTH),
    motherTongue: requiredChoice(MOTHER_TONGUES, missing),
    maritalStatus: requiredChoice(MARITAL_STATUSES, missing)
  };
}

function professionalShape(missing: string) {
  return {
    state: requiredChoice(STATE_NAMES, missing),
    // Checked against the state's list by districtBelongsToState.
    district: requiredText(missing, 'District', 100),
    education: requiredChoice(EDUCATION_LEVELS, missing),
    occupation: requiredChoice(OCCUPATIONS, missing),
    companyName: optionalText('Company name', COMPANY_NAME_MAX_LENGTH),
    annualIncome: requiredChoice(ANNUAL_INCOMES, missing)
  };
}

function familyShape(missing: string) {
  return {
    rasi: requiredChoice(RASIS, missing),
    star: requiredChoice(STARS, missing),
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
type Check<T> = (value: T, ctx: z.core.$RefinementCtx<T>) => void;

const casteBelongsToReligion: Check<{ religion: (typeof RELIGIONS)[number]; caste: string }> = (value, ctx) => {
  if (!isCasteOfReligion(value.caste, value.religion)) {
    ctx.addIssue({ code: 'custom', path: ['caste'], message: messageText(CATALOG_MESSAGES.casteNotOfReligion) });
  }
};

const districtBelongsToState: Check<{ state: string; district: string }> = (value, ctx) => {
  if (!isDistrictOfState(value.district, value.state)) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: messageText(CATALOG_MESSAGES.districtNotOfState) });
  }
};

type StarRasi = { star: (typeof STARS)[number]; rasi: (typeof RASIS)[number]; starPada?: 1 | 2 | 3 | 4 | null };
const rasiMatchesStarPada: Check<StarRasi> = (value, ctx) => {
  if (value.starPada && rasiForStarPada(value.star, value.starPada) !== value.rasi) {
    ctx.addIssue({ code: 'custom', path: ['rasi'], message: messageText(CATALOG_MESSAGES.rasiNotOfStar) });
  }
};

export function createProfileSchemas(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => new Date());

  const step3BasicSchema = z.object(basicShape(FIELD_TEXT.missingWithPhoto, FIELD_TEXT.missingWithPhoto, today));
  const step4ReligiousSchema = z.object(religiousShape(FIELD_TEXT.missing)).superRefine(casteBelongsToReligion);
  const step5ProfessionalSchema = z.object(professionalShape(FIELD_TEXT.missing)).superRefine(districtBelongsToState);
  const step6FamilySchema = z.object(familyShape(FIELD_TEXT.missing)).superRefine(rasiMatchesStarPada);

  const profileInputSchema = z
    .object({
      ...basicShape(FIELD_TEXT.missing, dateOfBirthRequired, today),
      ...religiousShape(FIELD_TEXT.missing),
      ...professionalShape(FIELD_TEXT.missing),
      ...familyShape(FIELD_TEXT.missing)
    })
    .strict()
    .superRefine(casteBelongsToReligion)
    .superRefine(districtBelongsToState)
    .superRefine(rasiMatchesStarPada);

  return { step3BasicSchema, step4ReligiousSchema, step5ProfessionalSchema, step6FamilySchema, profileInputSchema };
}

export const {
  step3BasicSchema,
  step4ReligiousSchema,
  step5ProfessionalSchema,
  step6FamilySchema,
  profileInputSchema
} = createProfileSchemas();

export type Step3BasicInput = z.infer<typeof step3BasicSchema>;
export type Step4ReligiousInput = z.infer<typeof step4ReligiousSchema>;
export type Step5ProfessionalInput = z.infer<typeof step5ProfessionalSchema>;
export type Step6FamilyInput = z.infer<typeof step6FamilySchema>;
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** A validated profile as stored: optional texts filled with "No Information", the date of birth as YYYY-MM-DD and the age computed. */
export type StoredProfileFields = Omit<ProfileInput, 'companyName' | 'subCaste' | 'starPada'> & {
  companyName: string;
  subCaste: string;
  starPada: 1 | 2 | 3 | 4 | null;
  age: number;
};

/** Spec "stored defaults at submit": empty company name / sub-caste become "No Information"; age from the date of birth. */
export function normaliseProfileInput(input: ProfileInput, today: Date = new Date()): StoredProfileFields {
  const dob = parseDateOfBirth(input.dateOfBirth);
  const age = dob ? ageFromDob(dob, today) : undefined;
  if (!dob || age === undefined) throw new Error('normaliseProfileInput needs a validated profile input');
  return {
    ...input,
    dateOfBirth: formatCalendarDate(dob),
    companyName: input.companyName?.trim() || NO_INFORMATION,
    subCaste: input.subCaste?.trim() || NO_INFORMATION,
    starPada: input.starPada ?? null,
    age
  };
}
