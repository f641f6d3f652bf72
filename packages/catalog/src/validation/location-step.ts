// The rules of sign-up step 5 (profession and location). It imports the district data, so the
// wizard loads it only when step 5 is reached.
import { z } from '../zod';
import { COMPANY_NAME_MAX_LENGTH } from '../constants';
import { CATALOG_MESSAGES, messageText } from '../messages';
import { EDUCATION_LEVELS } from '../options/education';
import { ANNUAL_INCOMES } from '../options/income';
import { STATE_NAMES, isDistrictOfState } from '../options/locations';
import { OCCUPATIONS } from '../options/occupations';
import { optionalText, requiredChoice, requiredText, FIELD_TEXT } from './fields';
import { type Check } from './profile-steps';

export function professionalShape(missing: string) {
  return {
    state: requiredChoice(STATE_NAMES, missing),
    // Checked against the state's list by districtBelongsToState.
    district: requiredText(missing, 'District', 100),
    education: requiredChoice(EDUCATION_LEVELS, missing),
    occupation: requiredChoice(OCCUPATIONS, missing),
    companyName: optionalText('Company name', COMPANY_NAME_MAX_LENGTH),
    annualIncome: requiredChoice(ANNUAL_INCOMES, missing)
  };
}

export const districtBelongsToState: Check<{ state: string; district: string }> = (value, ctx) => {
  if (!isDistrictOfState(value.district, value.state)) {
    ctx.addIssue({ code: 'custom', path: ['district'], message: messageText(CATALOG_MESSAGES.districtNotOfState) });
  }
};

export const step5ProfessionalSchema = z.object(professionalShape(FIELD_TEXT.missing)).superRefine(districtBelongsToState);
