import { z } from '../zod';

export const MOTHER_TONGUES = [
  'Hindi',
  'Tamil',
  'Telugu',
  'Malayalam',
  'Kannada',
  'Bengali',
  'Marathi',
  'Gujarati',
  'Punjabi',
  'Odia',
  'Urdu',
  'Assamese',
  'Konkani',
  'Tulu',
  'Sindhi',
  'Kashmiri',
  'Manipuri',
  'Nepali',
  'Bodo',
  'Dogri',
  'Maithili',
  'Santali',
  'Sanskrit',
  'Bhojpuri',
  'English',
  'Others'
] as const;
export type MotherTongue = (typeof MOTHER_TONGUES)[number];
export const motherTongueSchema = z.enum(MOTHER_TONGUES);
