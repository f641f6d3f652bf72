// Everything the six steps collect, as the form holds it (selects and texts are strings; '' = not chosen).
import { type BirthPlace } from '@matrimony/catalog/birth-places';
import { type ProfileInput } from '@matrimony/catalog/validation';
import { EMPTY_PROFILE_FORM_VALUES, type ProfileFormValues } from '@matrimony/profile-form';

/** The shared profile fields (steps 3-6, see @matrimony/profile-form) and the wizard's own. */
export type WizardValues = ProfileFormValues & {
  // Step 1: the verified number and svc-identity's proof of it.
  mobile: string;
  phoneToken: string;
  // Step 2
  email: string;
  password: string;
  confirmPassword: string;
  // Step 3
  photos: File[];
  fullName: string;
  // Step 6
  /** Optional quarter of the star, '1'-'4' ('' when not given). */
  starPada: string;
  horoscope: File | null;
  /** Private birth details when the star was computed from them ('' and null otherwise). */
  birthTime: string;
  birthPlace: BirthPlace | null;
  /** The consent registration records: the terms and privacy policy, and the declaration of matrimonial intent. */
  termsAccepted: boolean;
  declarationAccepted: boolean;
};

export type TextField = Exclude<
  keyof WizardValues,
  'photos' | 'horoscope' | 'birthPlace' | 'termsAccepted' | 'declarationAccepted'
>;

export const EMPTY_VALUES: WizardValues = {
  ...EMPTY_PROFILE_FORM_VALUES,
  mobile: '',
  phoneToken: '',
  email: '',
  password: '',
  confirmPassword: '',
  photos: [],
  fullName: '',
  starPada: '',
  horoscope: null,
  birthTime: '',
  birthPlace: null,
  termsAccepted: false,
  declarationAccepted: false
};

/** The form's '1'-'4' as the number the profile schema takes; null when not given. */
export function padaOf(value: string): number | null {
  return value ? Number(value) : null;
}

/** The fields svc-profile takes (steps 3-6), before validation by the catalog's profile schema. */
export function profileCandidate(values: WizardValues): Record<keyof ProfileInput, unknown> {
  return {
    profileFor: values.profileFor,
    fullName: values.fullName,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    lookingFor: values.lookingFor,
    height: values.height,
    religion: values.religion,
    caste: values.caste,
    subCaste: values.subCaste,
    motherTongue: values.motherTongue,
    maritalStatus: values.maritalStatus,
    state: values.state,
    district: values.district,
    education: values.education,
    occupation: values.occupation,
    companyName: values.companyName,
    annualIncome: values.annualIncome,
    rasi: values.rasi,
    star: values.star,
    starPada: padaOf(values.starPada),
    dosham: values.dosham,
    birthTime: values.birthTime || null,
    birthPlace: values.birthPlace,
    familyType: values.familyType,
    fatherOccupation: values.fatherOccupation,
    motherOccupation: values.motherOccupation,
    siblings: values.siblings,
    aboutYourself: values.aboutYourself
  };
}
