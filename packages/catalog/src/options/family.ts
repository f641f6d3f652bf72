import { z } from '../zod';

export const PARENT_OCCUPATIONS = [
  'Government Employee',
  'Public Sector (PSU) Employee',
  'Private Sector Employee',
  'Business',
  'Self Employed',
  'Doctor',
  'Engineer',
  'Lawyer',
  'Teacher / Professor',
  'Chartered Accountant',
  'Defence / Armed Forces',
  'Police',
  'Banking Professional',
  'Farmer / Agriculture',
  'Shop Owner / Trader',
  'Contractor',
  'Priest / Religious Service',
  'Skilled Worker / Technician',
  'Daily Wage Worker',
  'Retired',
  'Homemaker',
  'Not Employed',
  'Passed Away',
  'Others'
] as const;
export type ParentOccupation = (typeof PARENT_OCCUPATIONS)[number];
export const parentOccupationSchema = z.enum(PARENT_OCCUPATIONS);

export const SIBLINGS = [
  'No Siblings',
  '1 Brother',
  '2 Brothers',
  '3+ Brothers',
  '1 Sister',
  '2 Sisters',
  '3+ Sisters',
  'Mixed Siblings'
] as const;
export type Siblings = (typeof SIBLINGS)[number];
export const siblingsSchema = z.enum(SIBLINGS);
