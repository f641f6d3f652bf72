// A refused save: svc-profile's problem+json `errors: { field: message }` go onto the form's fields.
import { asProblem } from '@matrimony/session';
import { isProfileFormField, type ProfileFormField } from '@matrimony/profile-form';

/** The field errors the form can show (the service's `location` is the district). */
export function serverFieldErrors(error: unknown): [ProfileFormField, string][] {
  const result: [ProfileFormField, string][] = [];
  for (const [field, message] of Object.entries(asProblem(error)?.errors ?? {})) {
    const name = field === 'location' ? 'district' : field;
    if (isProfileFormField(name)) result.push([name, message]);
  }
  return result;
}
