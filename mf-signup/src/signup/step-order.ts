// Which fields each step holds and how the visitor moves between steps (no validation here:
// this loads with the page).
import { WIZARD_STEPS } from '@matrimony/catalog/constants';
import { type WizardValues } from './wizard-values';

export const STEP_TITLES = [
  'Mobile Verification',
  'Account Details',
  'Basic Information',
  'Religious & Cultural Details',
  'Professional & Location Details',
  'Family & Additional Details'
] as const;

/** The form fields of each step, in the order they appear (first invalid one gets focus). */
export const STEP_FIELDS: Readonly<Record<number, readonly (keyof WizardValues)[]>> = {
  1: ['phoneToken'],
  2: ['email', 'password', 'confirmPassword'],
  3: ['photos', 'fullName', 'profileFor', 'dateOfBirth', 'gender', 'lookingFor', 'height'],
  4: ['religion', 'caste', 'subCaste', 'motherTongue', 'maritalStatus'],
  5: ['state', 'district', 'education', 'occupation', 'companyName', 'annualIncome'],
  6: [
    'rasi',
    'star',
    'starPada',
    'dosham',
    'birthTime',
    'birthPlace',
    'familyType',
    'fatherOccupation',
    'motherOccupation',
    'siblings',
    'aboutYourself',
    'horoscope',
    'termsAccepted',
    'declarationAccepted'
  ]
};

export function nextStep(step: number): number {
  return Math.min(step + 1, WIZARD_STEPS);
}

export function previousStep(step: number): number {
  return Math.max(step - 1, 1);
}
