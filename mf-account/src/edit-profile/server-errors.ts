// A refused save: svc-profile's problem+json `errors: { field: message }` go onto the form's fields.
import { asProblem } from '@matrimony/session';
import { EDIT_FORM_FIELDS, type EditFormField } from './form-values';

const isEditFormField = (field: string): field is EditFormField =>
  (EDIT_FORM_FIELDS as readonly string[]).includes(field);

/** The field errors the form can show (the service's `location` is the district). */
export function serverFieldErrors(error: unknown): [EditFormField, string][] {
  const result: [EditFormField, string][] = [];
  for (const [field, message] of Object.entries(asProblem(error)?.errors ?? {})) {
    const name = field === 'location' ? 'district' : field;
    if (isEditFormField(name)) result.push([name, message]);
  }
  return result;
}
