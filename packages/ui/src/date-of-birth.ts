// The date-of-birth picker and its rules: outside the shared @matrimony/ui entry, so the landing page never loads it.
export { DateOfBirth, type DateOfBirthProps } from './components/DateOfBirth';
export * from './forms/date-of-birth';
