// The edit form's values: the wizard's steps 3-6 without the full name (it is the verified
// identity's), held as strings ('' = not chosen), and what is sent to svc-profile.
import { NO_INFORMATION } from '@matrimony/catalog/constants';
import { type OwnProfile } from '../api/types';

export const EDIT_FIELDS = [
  'dateOfBirth',
  'gender',
  'lookingFor',
  'height',
  'religion',
  'caste',
  'subCaste',
  'motherTongue',
  'maritalStatus',
  'state',
  'district',
  'education',
  'occupation',
  'companyName',
  'annualIncome',
  'rasi',
  'star',
  'dosham',
  'familyType',
  'fatherOccupation',
  'motherOccupation',
  'siblings',
  'aboutYourself'
] as const;

export type EditField = (typeof EDIT_FIELDS)[number];
export type EditValues = Record<EditField, string>;

/** The JSON body of POST /api/profiles and PATCH /api/profiles/me. */
export type ProfileChange = EditValues & { starPada?: null };

const OPTIONAL_TEXTS: readonly EditField[] = ['subCaste', 'companyName'];

export const EMPTY_EDIT_VALUES: EditValues = Object.fromEntries(EDIT_FIELDS.map((field) => [field, ''])) as EditValues;

/** The form's starting values: the stored profile (stored "No Information" shows as an empty optional field), or empty. */
export function formDefaults(profile: OwnProfile | undefined): EditValues {
  if (!profile) return { ...EMPTY_EDIT_VALUES };
  const values = { ...EMPTY_EDIT_VALUES };
  for (const field of EDIT_FIELDS) {
    const stored = profile[field];
    values[field] = typeof stored === 'string' ? stored : '';
    if (OPTIONAL_TEXTS.includes(field) && values[field] === NO_INFORMATION) values[field] = '';
  }
  return values;
}

export function isEditField(field: string): field is EditField {
  return (EDIT_FIELDS as readonly string[]).includes(field);
}

/**
 * The body to send. A stored star pada (quarter of the star) only fits the star and rasi it was
 * chosen with, and the form does not ask for it: when either changes, the pada is cleared.
 */
export function profileChange(values: EditValues, stored: OwnProfile | undefined): ProfileChange {
  const body: ProfileChange = { ...values };
  if (stored && (stored.star !== values.star || stored.rasi !== values.rasi)) body.starPada = null;
  return body;
}
