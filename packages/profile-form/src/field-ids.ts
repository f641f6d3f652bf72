import { createContext, useContext } from 'react';

/**
 * Each form names its controls' DOM ids with its own prefix ("signup-caste", "edit-caste"): pages
 * focus the first invalid control by id and tests look controls up by it.
 */
export const FieldIdPrefix = createContext('field');

export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/** The DOM id of a field's control inside the nearest FieldIdPrefix. */
export function useFieldId(name: string): string {
  return fieldId(useContext(FieldIdPrefix), name);
}
