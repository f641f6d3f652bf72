// Reading a profile from a request body with the catalog's schemas. The full name is the verified
// identity's: whatever the client sends for it is replaced before validation.
import { createProfileSchemas, normaliseProfileInput, profileInputSchema, type StoredProfileFields } from '@matrimony/catalog';
import { z } from 'zod';
import { type ProfileDoc } from '../../store/profile-model';
import { validationProblem } from '../problems';

export const PROFILE_FIELDS = Object.keys(profileInputSchema.shape) as (keyof typeof profileInputSchema.shape)[];
const EDITABLE_FIELDS = PROFILE_FIELDS.filter((field) => field !== 'fullName');

/**
 * Any JSON object; its fields are checked by the catalog's profile schema. (Not z.record: zod 4.1's
 * record parser throws on a body like {"constructor": null}.)
 */
export const profileBodySchema = z.looseObject({}, { error: 'Please send the profile as a JSON object.' });

/** PATCH bodies name only editable fields. */
export const profilePatchSchema = z
  .object(Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, z.unknown()])) as Record<(typeof EDITABLE_FIELDS)[number], z.ZodUnknown>)
  .partial()
  .strict();

export function createProfileReader(now: () => Date) {
  const { profileInputSchema: schema } = createProfileSchemas({ today: now });

  const parse = (candidate: Record<string, unknown>): StoredProfileFields => {
    const result = schema.safeParse(candidate);
    if (!result.success) throw validationProblem(result.error);
    return normaliseProfileInput(result.data, now());
  };

  return {
    /** A new profile: the whole step 3-6 input, with the identity's full name. */
    forCreate(body: Record<string, unknown>, fullName: string): StoredProfileFields {
      return parse({ ...body, fullName });
    },
    /** An edit: the stored profile with the changed fields applied, checked as a whole (cross-field rules included). */
    forEdit(current: ProfileDoc, change: Record<string, unknown>): StoredProfileFields {
      const stored = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, current[field as keyof ProfileDoc]]));
      return parse({ ...stored, ...change, fullName: current.fullName });
    }
  };
}

export type ProfileReader = ReturnType<typeof createProfileReader>;
