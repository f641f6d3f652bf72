// The profile field groups shared by the sign-up wizard and the edit form. The state → district
// group imports the district data: it has its own entry, '@matrimony/profile-form/professional'.
export * from './values';
export * from './field-ids';
export * from './form-fields';
export * from './caste';
export * from './profile-for';
export { BasicFields } from './BasicFields';
export { ReligiousFields } from './ReligiousFields';
export { FamilyFields } from './FamilyFields';
export {
  BirthHoroscopeFields,
  type BirthDetails,
  type BirthHoroscopeFieldsProps,
  type ComputeBirthHoroscope,
  type ComputedHoroscope
} from './BirthHoroscopeFields';
