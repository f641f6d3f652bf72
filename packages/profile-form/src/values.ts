// The profile fields that the sign-up wizard (steps 3-6) and the account's edit form both ask for,
// as a form holds them: strings, '' = not chosen. Each form adds its own fields (the wizard the
// full name, star pada and files; the edit form none).
export const PROFILE_FORM_FIELDS = [
  'profileFor',
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

export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;

export const EMPTY_PROFILE_FORM_VALUES: ProfileFormValues = Object.fromEntries(
  PROFILE_FORM_FIELDS.map((field) => [field, ''])
) as ProfileFormValues;

export function isProfileFormField(field: string): field is ProfileFormField {
  return (PROFILE_FORM_FIELDS as readonly string[]).includes(field);
}
