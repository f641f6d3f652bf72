// Reading a profile from a request body with the catalog's schemas. A new profile takes the full name
// the member registered with (whatever the client sends is replaced); an edit may change it, and the
// edited profile waits for moderation like any other change.
import {
  createProfileSchemas,
  normaliseProfileInput,
  profileInputSchema,
  type StoredProfileFields
} from '@matrimony/catalog';
import { withBirthHoroscope } from '../../domain/horoscope/birth-chart';
import { type ProfileDoc } from '../../store/profile-model';
import { validationProblem } from '../problems';

export const PROFILE_FIELDS = Object.keys(
  profileInputSchema.shape
) as (keyof typeof profileInputSchema.shape)[];

export function createProfileReader(now: () => Date) {
  const { profileInputSchema: schema } = createProfileSchemas({ today: now });

  const parse = (candidate: Record<string, unknown>): StoredProfileFields => {
    const result = schema.safeParse(candidate);
    if (!result.success) throw validationProblem(result.error);
    return withBirthHoroscope(normaliseProfileInput(result.data, now()));
  };

  return {
    /** A new profile: the whole step 3-6 input, with the identity's full name. */
    forCreate(body: Record<string, unknown>, fullName: string): StoredProfileFields {
      return parse({ ...body, fullName });
    },
    /** An edit: the stored profile with the changed fields applied, checked as a whole (cross-field rules included). */
    forEdit(current: ProfileDoc, change: Record<string, unknown>): StoredProfileFields {
      const stored = Object.fromEntries(
        PROFILE_FIELDS.map((field) => [field, current[field as keyof ProfileDoc]])
      );
      return parse({ ...stored, ...change });
    }
  };
}

export type ProfileReader = ReturnType<typeof createProfileReader>;
