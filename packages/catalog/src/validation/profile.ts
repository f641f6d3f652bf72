// The profile svc-profile stores: the step rules of profile-steps.ts (steps 3, 4, 6) and
// location-step.ts (step 5), composed as a whole; each step schema is re-exported from here.
import { z } from '../zod';
import { type BirthPlace } from '../birth-places';
import { NO_INFORMATION } from '../constants';
import { ageFromDob, formatCalendarDate, parseDateOfBirth } from '../dates';
import {
  districtBelongsToState,
  professionalShape,
  step5ProfessionalSchema as professionalStepSchema
} from './location-step';
import { isDistrictOfState } from '../options/locations';
import { type ProfileFor } from '../options/profile-for';
import { BIRTH_HOROSCOPE_MESSAGES, messageText } from '../messages';
import {
  basicShape,
  birthDetailsTogether,
  casteBelongsToReligion,
  createStepSchemas,
  dateOfBirthRequired,
  familyShape,
  genderFitsProfileFor,
  rasiMatchesStarPada,
  religiousShape,
  type ProfileSchemaOptions
} from './profile-steps';

export { type ProfileSchemaOptions } from './profile-steps';

export function createProfileSchemas(options: ProfileSchemaOptions = {}) {
  const today = options.today ?? (() => new Date());

  const { step3BasicSchema, step4ReligiousSchema, step6FamilySchema } = createStepSchemas({ today });

  const profileInputSchema = z
    .object({
      ...basicShape(dateOfBirthRequired, today),
      ...religiousShape(),
      ...professionalShape(),
      ...familyShape()
    })
    .strict()
    .superRefine(genderFitsProfileFor)
    .superRefine(casteBelongsToReligion)
    .superRefine(districtBelongsToState)
    .superRefine(rasiMatchesStarPada)
    .superRefine(birthDetailsTogether)
    .superRefine((value, ctx) => {
      const place = value.birthPlace;
      if (place?.kind === 'india' && !isDistrictOfState(place.district, place.state)) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthPlace'],
          message: messageText(BIRTH_HOROSCOPE_MESSAGES.unknownBirthPlace)
        });
      }
    });

  return {
    step3BasicSchema,
    step4ReligiousSchema,
    step5ProfessionalSchema: professionalStepSchema,
    step6FamilySchema,
    profileInputSchema
  };
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

/**
 * A validated profile as stored: optional texts filled with "No Information", the date of birth as YYYY-MM-DD and the
 * age computed; "This profile is for" is null in profiles stored before it was asked.
 */
export type StoredProfileFields = Omit<
  ProfileInput,
  'profileFor' | 'companyName' | 'subCaste' | 'starPada' | 'birthTime' | 'birthPlace'
> & {
  profileFor: ProfileFor | null;
  companyName: string;
  subCaste: string;
  starPada: 1 | 2 | 3 | 4 | null;
  birthTime: string | null;
  birthPlace: BirthPlace | null;
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
    birthTime: input.birthTime ?? null,
    birthPlace: input.birthPlace ?? null,
    age
  };
}
