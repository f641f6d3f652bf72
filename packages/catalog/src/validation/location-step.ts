// The rules of sign-up step 5 (profession and location). It imports the district data, so the
// wizard loads it only when step 5 is reached.
import { z } from '../zod';
import { COMPANY_NAME_MAX_LENGTH } from '../constants';
import { CATALOG_MESSAGES, fieldNeed, messageText } from '../messages';
import { EDUCATION_LEVELS } from '../options/education';
import { ANNUAL_INCOMES } from '../options/income';
import { STATE_NAMES, isDistrictOfState } from '../options/locations';
import { OCCUPATIONS } from '../options/occupations';
import { optionalText, requiredChoice, requiredText } from './fields';
import { type Check } from './profile-steps';

export function professionalShape() {
  return {
    state: requiredChoice(STATE_NAMES, fieldNeed('state')),
    // Checked against the state's list by districtBelongsToState.
    district: requiredText(fieldNeed('district'), 'District', 100),
    education: requiredChoice(EDUCATION_LEVELS, fieldNeed('education')),
    occupation: requiredChoice(OCCUPATIONS, fieldNeed('occupation')),
    companyName: optionalText('Company name', COMPANY_NAME_MAX_LENGTH),
    annualIncome: requiredChoice(ANNUAL_INCOMES, fieldNeed('annualIncome'))
  };
}

export const districtBelongsToState: Check<{ state: string; district: string }> = (value, ctx) => {
  if (!isDistrictOfState(value.district, value.state)) {
    ctx.addIssue({
      code: 'custom',
      path: ['district'],
      message: messageText(CATALOG_MESSAGES.districtNotOfState)
    });
  }
};

export const step5ProfessionalSchema = z.object(professionalShape()).superRefine(districtBelongsToState);
