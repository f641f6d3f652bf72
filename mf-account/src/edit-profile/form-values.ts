// The edit form's values are the shared profile fields (@matrimony/profile-form: the wizard's
// steps 3-6 without the full name, which is the verified identity's); what is sent to svc-profile.
import { NO_INFORMATION } from '@matrimony/catalog/constants';
import { EMPTY_PROFILE_FORM_VALUES, PROFILE_FORM_FIELDS, type ProfileFormField, type ProfileFormValues } from '@matrimony/profile-form';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

/** The JSON body of POST /api/profiles and PATCH /api/profiles/me. */
export type ProfileChange = ProfileFormValues & { starPada?: null };

const OPTIONAL_TEXTS: readonly ProfileFormField[] = ['subCaste', 'companyName'];

/** The form's starting values: the stored profile (stored "No Information" shows as an empty optional field), or empty. */
export function formDefaults(profile: OwnProfile | undefined): ProfileFormValues {
  if (!profile) return { ...EMPTY_PROFILE_FORM_VALUES };
  const values = { ...EMPTY_PROFILE_FORM_VALUES };
  for (const field of PROFILE_FORM_FIELDS) {
    const stored = profile[field];
    values[field] = typeof stored === 'string' ? stored : '';
    if (OPTIONAL_TEXTS.includes(field) && values[field] === NO_INFORMATION) values[field] = '';
  }
  return values;
}

/**
 * The body to send. A stored star pada (quarter of the star) only fits the star and rasi it was
 * chosen with, and the form does not ask for it: when either changes, the pada is cleared.
 */
export function profileChange(values: ProfileFormValues, stored: OwnProfile | undefined): ProfileChange {
  const body: ProfileChange = { ...values };
  if (stored && (stored.star !== values.star || stored.rasi !== values.rasi)) body.starPada = null;
  return body;
}
