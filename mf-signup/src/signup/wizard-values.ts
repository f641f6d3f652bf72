// Everything the six steps collect, as the form holds it (selects and texts are strings; '' = not chosen).
import { type ProfileInput } from '@matrimony/catalog/validation';

export type WizardValues = {
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
  dateOfBirth: string;
  gender: string;
  lookingFor: string;
  height: string;
  // Step 4
  religion: string;
  caste: string;
  subCaste: string;
  motherTongue: string;
  maritalStatus: string;
  // Step 5
  state: string;
  district: string;
  education: string;
  occupation: string;
  companyName: string;
  annualIncome: string;
  // Step 6
  rasi: string;
  star: string;
  /** Optional quarter of the star, '1'-'4' ('' when not given). */
  starPada: string;
  dosham: string;
  familyType: string;
  fatherOccupation: string;
  motherOccupation: string;
  siblings: string;
  aboutYourself: string;
  horoscope: File | null;
};

export type TextField = Exclude<keyof WizardValues, 'photos' | 'horoscope'>;

export const EMPTY_VALUES: WizardValues = {
  mobile: '',
  phoneToken: '',
  email: '',
  password: '',
  confirmPassword: '',
  photos: [],
  fullName: '',
  dateOfBirth: '',
  gender: '',
  lookingFor: '',
  height: '',
  religion: '',
  caste: '',
  subCaste: '',
  motherTongue: '',
  maritalStatus: '',
  state: '',
  district: '',
  education: '',
  occupation: '',
  companyName: '',
  annualIncome: '',
  rasi: '',
  star: '',
  starPada: '',
  dosham: '',
  familyType: '',
  fatherOccupation: '',
  motherOccupation: '',
  siblings: '',
  aboutYourself: '',
  horoscope: null
};

/** The form's '1'-'4' as the number the profile schema takes; null when not given. */
export function padaOf(value: string): number | null {
  return value ? Number(value) : null;
}

/** The fields svc-profile takes (steps 3-6), before validation by the catalog's profile schema. */
export function profileCandidate(values: WizardValues): Record<keyof ProfileInput, unknown> {
  return {
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
    familyType: values.familyType,
    fatherOccupation: values.fatherOccupation,
    motherOccupation: values.motherOccupation,
    siblings: values.siblings,
    aboutYourself: values.aboutYourself
  };
}
