import { sampleProfileInput } from '@matrimony/catalog/testing';
import { ApiProblem } from '@matrimony/session';
import { type ProfileFormField } from '@matrimony/profile-form';
import { EMPTY_VALUES, type WizardValues } from '../src/signup/wizard-values';

/** 21 Nov 2025, 12:00 IST: the clock of the age rule in these tests. */
export const TODAY = () => new Date('2025-11-21T06:30:00Z');

export function photo(name = 'me.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type });
}

/** A wizard filled in completely and validly (the catalog's sample profile); tests change one field at a time. */
export function completeValues(): WizardValues {
  return {
    ...EMPTY_VALUES,
    ...(sampleProfileInput() as Pick<WizardValues, ProfileFormField | 'fullName'>),
    mobile: '9876543210',
    phoneToken: 'phone-token',
    email: 'priya@example.com',
    password: 'kolam-2025',
    confirmPassword: 'kolam-2025',
    photos: [photo('one.jpg'), photo('two.png', 'image/png')],
    termsAccepted: true,
    declarationAccepted: true
  };
}

/** A service's problem+json answer as the session's API client throws it. */
export function apiProblem(
  status: number,
  code: string,
  title = 'Error',
  detail?: string,
  retryAfter?: number
): ApiProblem<string> {
  return new ApiProblem<string>({ status, code, title, detail, errors: {}, retryAfter });
}
