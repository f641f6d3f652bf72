import { fieldId } from '@matrimony/profile-form';

/** The wizard's controls are "signup-<field>" (FieldIdPrefix around the form). */
export const FIELD_ID_PREFIX = 'signup';

/** The DOM id of a wizard field's control (the page focuses the first invalid one). */
export const idFor = (name: string) => fieldId(FIELD_ID_PREFIX, name);
