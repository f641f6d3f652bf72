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

/**
 * Education in bands, lowest first: a preference can say "a bachelor's degree or higher", and a level one band
 * below what a member asked for is a near miss. "Others" has no band.
 */
export const EDUCATION_BANDS = ['none', 'school', 'diploma', 'bachelors', 'masters', 'doctorate'] as const;
export type EducationBand = (typeof EDUCATION_BANDS)[number];

export const EDUCATION_BAND_LABELS: Readonly<Record<EducationBand, string>> = {
  none: 'No formal education',
  school: 'School',
  diploma: 'Diploma',
  bachelors: 'Bachelor’s degree',
  masters: 'Master’s or professional degree',
  doctorate: 'Doctorate'
};

const BAND_OF_LEVEL: Readonly<Record<EducationLevel, EducationBand | null>> = {
  'Doctorate / Ph.D': 'doctorate',
  'M.Phil': 'masters',
  'MD / MS (Medicine)': 'masters',
  'MBA / PGDM': 'masters',
  'M.Tech / M.E': 'masters',
  'M.Sc': 'masters',
  'M.Com': 'masters',
  'M.A': 'masters',
  MCA: 'masters',
  LLM: 'masters',
  'M.Pharm': 'masters',
  'CA / CS / ICWA': 'masters',
  "Other Master's Degree": 'masters',
  MBBS: 'bachelors',
  BDS: 'bachelors',
  'BAMS / BHMS / BUMS': 'bachelors',
  'B.Tech / B.E': 'bachelors',
  'B.Arch': 'bachelors',
  LLB: 'bachelors',
  'B.Pharm': 'bachelors',
  BCA: 'bachelors',
  'BBA / BBM': 'bachelors',
  'B.Sc': 'bachelors',
  'B.Com': 'bachelors',
  'B.A': 'bachelors',
  'B.Ed': 'bachelors',
  "Other Bachelor's Degree": 'bachelors',
  Diploma: 'diploma',
  'Higher Secondary (12th)': 'school',
  'Secondary (10th)': 'school',
  'No Formal Education': 'none',
  Others: null
};

const RANK_OF_LEVEL = new Map<string, number>(
  EDUCATION_LEVELS.map((level) => {
    const band = BAND_OF_LEVEL[level];
    return [level, band === null ? -1 : EDUCATION_BANDS.indexOf(band)];
  })
);

/** 0 (no formal education) up to 5 (doctorate); -1 for "Others" or text that is not a level. */
export function educationBandRank(level: string): number {
  return RANK_OF_LEVEL.get(level) ?? -1;
}

/** The levels of a band and every band above it, highest first as EDUCATION_LEVELS lists them. */
export function educationLevelsFromBand(band: EducationBand): EducationLevel[] {
  const lowest = EDUCATION_BANDS.indexOf(band);
  return EDUCATION_LEVELS.filter((level) => educationBandRank(level) >= lowest);
}
