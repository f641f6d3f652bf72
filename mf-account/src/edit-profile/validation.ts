// The edit form's rules are the catalog's profile schema, the very one svc-profile applies to the
// merged profile, so the form refuses exactly what the service would refuse.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type $ZodType } from 'zod/v4/core';
import { createProfileSchemas, fieldIssues, messageText, profileInputSchema, type UserMessage } from '@matrimony/catalog';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { PROFILE_FORM_FIELDS, type ProfileFormField, type ProfileFormValues } from '@matrimony/profile-form';
import { profileChange } from './form-values';

/**
 * What the service will check: the form's values, the star pada that will be kept, and the full
 * name the member cannot edit here (the stored one, or the identity's for a new profile).
 */
export function editSchema(stored: OwnProfile | undefined, fullName: string, today?: () => Date) {
  const schema = today ? createProfileSchemas({ today }).profileInputSchema : profileInputSchema;
  return z.preprocess((values) => ({ starPada: stored?.starPada ?? null, ...profileChange(values as ProfileFormValues, stored), fullName }), schema);
}

export type EditCheck = { ok: true } | { ok: false; errors: Partial<Record<ProfileFormField, string>>; first: UserMessage };

/** Each failing field's text and the first failing field's full message (for the toast). */
export function checkEdit(values: ProfileFormValues, stored: OwnProfile | undefined, fullName: string, today?: () => Date): EditCheck {
  const result = editSchema(stored, fullName, today).safeParse(values);
  if (result.success) return { ok: true };
  const issues = fieldIssues(result.error);
  const errors: Partial<Record<ProfileFormField, string>> = {};
  for (const issue of issues) if ((PROFILE_FORM_FIELDS as readonly string[]).includes(issue.field)) errors[issue.field as ProfileFormField] = messageText(issue.message);
  const first = PROFILE_FORM_FIELDS.map((field) => issues.find((issue) => issue.field === field)).find(Boolean) ?? issues[0]!;
  return { ok: false, errors, first: first.message };
}

/** react-hook-form resolver over the same schema; `raw` keeps the form's own values on success. */
export function editResolver(stored: () => OwnProfile | undefined, fullName: () => string): Resolver<ProfileFormValues> {
  return (values, context, options) => {
    const schema = editSchema(stored(), fullName()) as unknown as $ZodType<ProfileFormValues, ProfileFormValues>;
    return zodResolver(schema, undefined, { raw: true })(values, context, options);
  };
}
