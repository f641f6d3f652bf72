// The rule that lets the visitor move on from each step. The rules are the catalog's zod schemas
// (shared with svc-profile and svc-identity); only the photo and step-1 checks are added here.
// Loaded on demand (lazy-validation.ts): step 1 shows without zod and the catalog data, and the
// step 5 rules (with the district data) load only when step 5 is checked.
import { z } from 'zod';
import { WIZARD_STEPS } from '@matrimony/catalog/constants';
import { SIGNUP_MESSAGES, formToastFor, messageText, type UserMessage } from '@matrimony/catalog/messages';
import { createStepSchemas } from '@matrimony/catalog/profile-steps';
import {
  checkHoroscopePhoto,
  checkPhotoSelection,
  fieldIssues,
  registrationConsentSchema,
  step2AccountSchema,
  type PhotoLike
} from '@matrimony/catalog/validation';
import { STEP_FIELDS } from './step-order';
import { padaOf, type WizardValues } from './wizard-values';

const issueFrom =
  (message: UserMessage | undefined) => (photo: unknown, ctx: z.core.$RefinementCtx<unknown>) => {
    if (message) ctx.addIssue({ code: 'custom', message: messageText(message), input: photo });
  };

const photosField = z
  .array(z.custom<PhotoLike>())
  .superRefine((photos, ctx) => issueFrom(checkPhotoSelection(photos))(photos, ctx));
const horoscopeField = z
  .custom<PhotoLike | null>()
  .superRefine((photo, ctx) => issueFrom(checkHoroscopePhoto(photo ?? undefined))(photo, ctx));

/** The zod schema of one step (1-6); `today` fixes the clock of the age rule in tests. */
let defaultClockSchemas: ReturnType<typeof createStepSchemas> | undefined;

export async function stepSchema(step: number, today?: () => Date) {
  const profile = today ? createStepSchemas({ today }) : (defaultClockSchemas ??= createStepSchemas());
  switch (step) {
    case 1:
      return z.object({ phoneToken: z.string().min(1, messageText(SIGNUP_MESSAGES.otpNotSent)) });
    case 2:
      return step2AccountSchema;
    case 3:
      return profile.step3BasicSchema.safeExtend({ photos: photosField });
    case 4:
      return profile.step4ReligiousSchema;
    case 5:
      return (await import('@matrimony/catalog/location-step')).step5ProfessionalSchema;
    default:
      // The form holds the pada as text; the catalog schema takes 1-4 or null. The consent boxes close the step.
      return z.preprocess(
        (values) => ({
          ...(values as WizardValues),
          starPada: padaOf((values as WizardValues).starPada ?? ''),
          birthTime: (values as WizardValues).birthTime || null
        }),
        profile.step6FamilySchema.safeExtend({
          horoscope: horoscopeField,
          ...registrationConsentSchema.shape
        })
      );
  }
}

export type StepCheck =
  | { ok: true }
  | { ok: false; errors: Partial<Record<keyof WizardValues, string>>; message: UserMessage };

const PHOTO_REQUIRED = messageText(SIGNUP_MESSAGES.photoRequired);

/**
 * The toast for a failed step: the spec's "Missing Information" when a field is empty (step 3's
 * also asks for a photo) while each field says what it needs; any other rule its own message.
 */
function toastFor(step: number, firstError: string): UserMessage {
  const missing =
    step === 3 ? SIGNUP_MESSAGES.missingInformationAndPhoto : SIGNUP_MESSAGES.missingInformation;
  return firstError === PHOTO_REQUIRED ? missing : formToastFor(firstError, missing);
}

/** Whether `step` lets the visitor move on, with each failing field's text and the toast to show. */
export async function checkStep(step: number, values: WizardValues, today?: () => Date): Promise<StepCheck> {
  const result = (await stepSchema(step, today)).safeParse(values);
  if (result.success) return { ok: true };
  const errors: Partial<Record<keyof WizardValues, string>> = {};
  for (const issue of fieldIssues(result.error))
    errors[issue.field as keyof WizardValues] = messageText(issue.message);
  const first = STEP_FIELDS[step]!.map((field) => errors[field]).find(Boolean) ?? Object.values(errors)[0]!;
  return { ok: false, errors, message: toastFor(step, first) };
}

/** The first step (1-6) whose rules fail, or undefined when the whole registration is complete. */
export async function firstInvalidStep(
  values: WizardValues,
  today?: () => Date
): Promise<number | undefined> {
  for (let step = 1; step <= WIZARD_STEPS; step += 1)
    if (!(await checkStep(step, values, today)).ok) return step;
  return undefined;
}
