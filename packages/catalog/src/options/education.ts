import { z } from '../zod';

/** Highest first, as the wizard lists them. */
export const EDUCATION_LEVELS = [
  'Doctorate / Ph.D',
  'M.Phil',
  'MD / MS (Medicine)',
  'MBA / PGDM',
  'M.Tech / M.E',
  'M.Sc',
  'M.Com',
  'M.A',
  'MCA',
  'LLM',
  'M.Pharm',
  'CA / CS / ICWA',
  "Other Master's Degree",
  'MBBS',
  'BDS',
  'BAMS / BHMS / BUMS',
  'B.Tech / B.E',
  'B.Arch',
  'LLB',
  'B.Pharm',
  'BCA',
  'BBA / BBM',
  'B.Sc',
  'B.Com',
  'B.A',
  'B.Ed',
  "Other Bachelor's Degree",
  'Diploma',
  'Higher Secondary (12th)',
  'Secondary (10th)',
  'No Formal Education',
  'Others'
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const educationSchema = z.enum(EDUCATION_LEVELS);
