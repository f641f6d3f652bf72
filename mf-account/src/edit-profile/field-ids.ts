import { fieldId } from '@matrimony/profile-form';
import { type EditFormField } from './form-values';

/** The edit form's controls are "edit-<field>" (FieldIdPrefix around the form). */
export const FIELD_ID_PREFIX = 'edit';

/** Moves focus to a field's control (the first of a group's inputs). */
export function focusField(name: EditFormField): void {
  const element = document.getElementById(fieldId(FIELD_ID_PREFIX, name));
  const target =
    element instanceof HTMLFieldSetElement ? element.querySelector<HTMLElement>('input, select') : element;
  target?.focus();
}
