// Every option list in one serialisable object: what GET /api/profiles/catalog serves and
// what frontends may cache by CATALOG_VERSION.
import { CASTES_BY_RELIGION } from './options/castes';
import { EDUCATION_LEVELS } from './options/education';
import { PARENT_OCCUPATIONS, SIBLINGS } from './options/family';
import { HEIGHT_OPTIONS } from './options/heights';
import { DOSHAM_OPTIONS, RASI_OPTIONS, STARS, STAR_ALIASES } from './options/horoscope';
import { HOROSCOPE_TRADITION_OPTIONS } from './options/horoscope-tradition';
import { ANNUAL_INCOMES } from './options/income';
import { MOTHER_TONGUES } from './options/languages';
import { LOCATIONS } from './options/locations';
import { OCCUPATIONS } from './options/occupations';
import {
  FAMILY_TYPES,
  FAMILY_TYPE_LABELS,
  GENDERS,
  GENDER_LABELS,
  LOOKING_FOR_LABELS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS
} from './options/person';
import { PROFILE_FOR, PROFILE_FOR_LABELS } from './options/profile-for';
import { NOT_APPLICABLE, RELIGIONS } from './options/religions';
import { CATALOG_VERSION } from './version';

const labelled = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const CATALOG = {
  version: CATALOG_VERSION,
  profileFor: labelled(PROFILE_FOR, PROFILE_FOR_LABELS),
  heights: HEIGHT_OPTIONS,
  genders: labelled(GENDERS, GENDER_LABELS),
  lookingFor: labelled(GENDERS, LOOKING_FOR_LABELS),
  maritalStatuses: labelled(MARITAL_STATUSES, MARITAL_STATUS_LABELS),
  familyTypes: labelled(FAMILY_TYPES, FAMILY_TYPE_LABELS),
  religions: RELIGIONS,
  castesByReligion: CASTES_BY_RELIGION,
  /** Caste list of every religion not in castesByReligion. */
  castesOfOtherReligions: [NOT_APPLICABLE],
  motherTongues: MOTHER_TONGUES,
  educationLevels: EDUCATION_LEVELS,
  occupations: OCCUPATIONS,
  annualIncomes: ANNUAL_INCOMES,
  parentOccupations: PARENT_OCCUPATIONS,
  siblings: SIBLINGS,
  stars: STARS.map((name) => ({ name, aliases: STAR_ALIASES[name] })),
  rasis: RASI_OPTIONS,
  dosham: DOSHAM_OPTIONS,
  horoscopeTraditions: HOROSCOPE_TRADITION_OPTIONS,
  locations: LOCATIONS
} as const;
export type Catalog = typeof CATALOG;
