// A refused save: svc-profile's problem+json `errors: { field: message }` go onto the form's fields.
import { problemFieldErrors } from '../api/problem';
import { isEditField, type EditField } from './form-values';

/** The field errors the form can show (the service's `location` is the district). */
export function serverFieldErrors(error: unknown): [EditField, string][] {
  const result: [EditField, string][] = [];
  for (const [field, message] of Object.entries(problemFieldErrors(error))) {
    const name = field === 'location' ? 'district' : field;
    if (isEditField(name)) result.push([name, message]);
  }
  return result;
}
