import { z } from '../zod';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS);
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'Male', female: 'Female' };

/** Looking for holds a gender; the wizard shows male as "Groom" and female as "Bride". */
export const LOOKING_FOR = GENDERS;
export type LookingFor = Gender;
export const lookingForSchema = genderSchema;
export const LOOKING_FOR_LABELS: Readonly<Record<LookingFor, string>> = { male: 'Groom', female: 'Bride' };

export const MARITAL_STATUSES = ['never_married', 'divorced', 'widowed', 'separated'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const maritalStatusSchema = z.enum(MARITAL_STATUSES);
export const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = {
  never_married: 'Never Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
  separated: 'Separated'
};

export const FAMILY_TYPES = ['nuclear', 'joint'] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];
export const familyTypeSchema = z.enum(FAMILY_TYPES);
export const FAMILY_TYPE_LABELS: Readonly<Record<FamilyType, string>> = {
  nuclear: 'Nuclear Family',
  joint: 'Joint Family'
};

/** Openings offered beside "About Yourself" for a member who does not know how to begin. */
export const ABOUT_YOURSELF_OPENINGS = [
  'I grew up in a close-knit family and ',
  'On weekends you will find me ',
  'I am looking for a partner who '
] as const;
