// The edit form's rules are the catalog's profile schema, the very one svc-profile applies to the
// merged profile, so the form refuses exactly what the service would refuse.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type $ZodType } from 'zod/v4/core';
import {
  createProfileSchemas,
  fieldIssues,
  messageText,
  profileInputSchema,
  type UserMessage
} from '@matrimony/catalog';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { EDIT_FORM_FIELDS, profileChange, type EditFormField, type EditFormValues } from './form-values';

/** What the service will check: the form's values (the full name included) and the star pada that will be kept. */
export function editSchema(stored: OwnProfile | undefined, today?: () => Date) {
  const schema = today ? createProfileSchemas({ today }).profileInputSchema : profileInputSchema;
  return z.preprocess(
    (values) => ({ starPada: stored?.starPada ?? null, ...profileChange(values as EditFormValues, stored) }),
    schema
  );
}

export type EditCheck =
  | { ok: true }
  | { ok: false; errors: Partial<Record<EditFormField, string>>; first: UserMessage };

/** Each failing field's text and the first failing field's full message (for the toast). */
export function checkEdit(
  values: EditFormValues,
  stored: OwnProfile | undefined,
  today?: () => Date
): EditCheck {
  const result = editSchema(stored, today).safeParse(values);
  if (result.success) return { ok: true };
  const issues = fieldIssues(result.error);
  const errors: Partial<Record<EditFormField, string>> = {};
  for (const issue of issues)
    if ((EDIT_FORM_FIELDS as readonly string[]).includes(issue.field))
      errors[issue.field as EditFormField] = messageText(issue.message);
  const first =
    EDIT_FORM_FIELDS.map((field) => issues.find((issue) => issue.field === field)).find(Boolean) ??
    issues[0]!;
  return { ok: false, errors, first: first.message };
}

/** react-hook-form resolver over the same schema; `raw` keeps the form's own values on success. */
export function editResolver(stored: () => OwnProfile | undefined): Resolver<EditFormValues> {
  return (values, context, options) => {
    const schema = editSchema(stored()) as unknown as $ZodType<EditFormValues, EditFormValues>;
    return zodResolver(schema, undefined, { raw: true })(values, context, options);
  };
}
