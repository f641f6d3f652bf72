// The edit form's values: the full name and the shared profile fields (@matrimony/profile-form, the
// wizard's steps 3-6); what is sent to svc-profile. A changed name, like any change, is reviewed
// before other members see it.
import { NO_INFORMATION } from '@matrimony/catalog/constants';
import {
  type BirthDetails,
  EMPTY_PROFILE_FORM_VALUES,
  PROFILE_FORM_FIELDS,
  type ProfileFormField,
  type ProfileFormValues
} from '@matrimony/profile-form';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

export type EditFormValues = ProfileFormValues & { fullName: string };
export type EditFormField = keyof EditFormValues;
/** In the order the form shows them (the first failing one gets the focus and the toast). */
export const EDIT_FORM_FIELDS: readonly EditFormField[] = ['fullName', ...PROFILE_FORM_FIELDS];

/** The JSON body of POST /api/profiles and PATCH /api/profiles/me. */
export type ProfileChange = EditFormValues & {
  starPada?: null;
  /** Private; when both are kept, svc-profile computes rasi, star, pada and dosham from them. */
  birthTime?: string | null;
  birthPlace?: BirthDetails['birthPlace'] | null;
};

const OPTIONAL_TEXTS: readonly ProfileFormField[] = ['subCaste', 'companyName'];

/**
 * The form's starting values: the stored profile (stored "No Information" shows as an empty optional
 * field), or empty fields and the name the member registered with.
 */
export function formDefaults(profile: OwnProfile | undefined, registeredName = ''): EditFormValues {
  if (!profile) return { ...EMPTY_PROFILE_FORM_VALUES, fullName: registeredName };
  const values: EditFormValues = { ...EMPTY_PROFILE_FORM_VALUES, fullName: profile.fullName };
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
export function profileChange(values: EditFormValues, stored: OwnProfile | undefined): ProfileChange {
  const body: ProfileChange = { ...values };
  if (stored && (stored.star !== values.star || stored.rasi !== values.rasi)) body.starPada = null;
  return body;
}

/** The stored birth details, when the horoscope was computed from them. */
export function storedBirthDetails(profile: OwnProfile | undefined): BirthDetails | null {
  return profile?.birthTime && profile.birthPlace
    ? { birthTime: profile.birthTime, birthPlace: profile.birthPlace }
    : null;
}

/** The body with the birth details kept (or removed: null). */
export function withBirthDetails(body: ProfileChange, birth: BirthDetails | null): ProfileChange {
  return { ...body, birthTime: birth?.birthTime ?? null, birthPlace: birth?.birthPlace ?? null };
}
