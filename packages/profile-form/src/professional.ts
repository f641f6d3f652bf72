// Step 5 / the location group: loads the district data, so pages import it only where it is shown.
export * from './districts';
export { ProfessionalFields } from './ProfessionalFields';
