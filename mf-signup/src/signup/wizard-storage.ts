// Keeps the wizard across an accidental reload (sessionStorage: this tab only, gone when it
// closes). Never the password, its confirmation or any file: the page says photos must be re-added.
// zod/mini: this loads with step 1, where the full zod is not wanted.
import { z } from 'zod/mini';
import { WIZARD_STEPS } from '@matrimony/catalog/constants';
import { EMPTY_VALUES, type TextField, type WizardValues } from './wizard-values';

export const WIZARD_STORAGE_KEY = 'matrimony.signup';

const NEVER_STORED: readonly (keyof WizardValues)[] = ['password', 'confirmPassword', 'photos', 'horoscope'];

const STORED_FIELDS = (Object.keys(EMPTY_VALUES) as (keyof WizardValues)[]).filter(
  (field): field is TextField => !NEVER_STORED.includes(field)
);

const storedSchema = z.object({
  step: z.int().check(z.minimum(1), z.maximum(WIZARD_STEPS)),
  values: z.partialRecord(z.enum(STORED_FIELDS as [TextField, ...TextField[]]), z.string().check(z.maxLength(5000)))
});

export type StoredWizard = { step: number; values: Partial<Record<TextField, string>> };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What may be written to storage: the step and the plain text fields. */
export function storableWizard(step: number, values: WizardValues): StoredWizard {
  const kept: Partial<Record<TextField, string>> = {};
  for (const field of STORED_FIELDS) if (values[field]) kept[field] = values[field];
  return { step, values: kept };
}

export function saveWizard(storage: StorageLike, step: number, values: WizardValues): void {
  try {
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(storableWizard(step, values)));
  } catch (_error) {
    // Storage full or disabled (private mode): the wizard still works, it just will not survive a reload.
  }
}

/**
 * The saved wizard, or undefined. A step past 1 without a verified number goes back to step 1;
 * one past 2 goes back to step 2 (the password is never stored and must be typed again).
 */
export function loadWizard(storage: StorageLike): { step: number; values: WizardValues } | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(WIZARD_STORAGE_KEY);
  } catch (_error) {
    return undefined;
  }
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (_error) {
    return undefined;
  }
  const result = storedSchema.safeParse(parsed);
  if (!result.success) return undefined;
  const values: WizardValues = { ...EMPTY_VALUES, ...result.data.values };
  const step = !values.phoneToken ? 1 : Math.min(result.data.step, 2);
  return { step, values };
}

export function clearWizard(storage: StorageLike): void {
  try {
    storage.removeItem(WIZARD_STORAGE_KEY);
  } catch (_error) {
    // Nothing to clear when storage is unavailable.
  }
}
