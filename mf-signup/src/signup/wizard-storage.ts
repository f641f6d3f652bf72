// Keeps the wizard across an accidental reload (sessionStorage: this tab only, gone when it
// closes). Never the password, its confirmation or any file: the page says photos must be re-added. Nor the
// consent boxes: consent is given by ticking them, not by a reload.
// Checked by hand, not with zod: this loads with step 1 and zod would triple what step 1 downloads.
import { WIZARD_STEPS } from '@matrimony/catalog/constants';
import {
  hasQuickSearch,
  quickSearchSeedOf,
  type QuickSearchSeed
} from '@matrimony/catalog/quick-search-options';
import { EMPTY_VALUES, type TextField, type WizardValues } from './wizard-values';

export const WIZARD_STORAGE_KEY = 'matrimony.signup';

const NEVER_STORED: readonly (keyof WizardValues)[] = [
  'password',
  'confirmPassword',
  'photos',
  'horoscope',
  // Private: not kept in the browser; after a reload the computed rasi and star stay, as declared ones.
  'birthTime',
  'birthPlace',
  'termsAccepted',
  'declarationAccepted'
];

const STORED_FIELDS = (Object.keys(EMPTY_VALUES) as (keyof WizardValues)[]).filter(
  (field): field is TextField => !NEVER_STORED.includes(field)
);

/** The step, the plain text fields, and what the visitor asked for on the landing page (the first preferences). */
export type StoredWizard = {
  step: number;
  values: Partial<Record<TextField, string>>;
  seed?: QuickSearchSeed;
};

const MAX_STORED_TEXT = 5000;

/** The stored wizard if it has exactly the shape saveWizard writes (a step 1-6 and known text fields), else undefined. */
function storedWizardOf(data: unknown): StoredWizard | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { step, values, seed } = data as Record<string, unknown>;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1 || step > WIZARD_STEPS)
    return undefined;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const kept: Partial<Record<TextField, string>> = {};
  for (const [field, text] of Object.entries(values)) {
    if (
      !(STORED_FIELDS as readonly string[]).includes(field) ||
      typeof text !== 'string' ||
      text.length > MAX_STORED_TEXT
    )
      return undefined;
    kept[field as TextField] = text;
  }
  const keptSeed = quickSearchSeedOf(seed);
  return hasQuickSearch(keptSeed) ? { step, values: kept, seed: keptSeed } : { step, values: kept };
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What may be written to storage: the step and the plain text fields. */
export function storableWizard(step: number, values: WizardValues, seed: QuickSearchSeed = {}): StoredWizard {
  const kept: Partial<Record<TextField, string>> = {};
  for (const field of STORED_FIELDS) if (values[field]) kept[field] = values[field];
  return hasQuickSearch(seed) ? { step, values: kept, seed } : { step, values: kept };
}

export function saveWizard(
  storage: StorageLike,
  step: number,
  values: WizardValues,
  seed: QuickSearchSeed = {}
): void {
  try {
    storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(storableWizard(step, values, seed)));
  } catch (_error) {
    // Storage full or disabled (private mode): the wizard still works, it just will not survive a reload.
  }
}

/**
 * The saved wizard, or undefined. A step past 1 without a verified number goes back to step 1;
 * one past 2 goes back to step 2 (the password is never stored and must be typed again).
 */
export function loadWizard(
  storage: StorageLike
): { step: number; values: WizardValues; seed: QuickSearchSeed } | undefined {
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
  const stored = storedWizardOf(parsed);
  if (!stored) return undefined;
  const values: WizardValues = { ...EMPTY_VALUES, ...stored.values };
  const step = !values.phoneToken ? 1 : Math.min(stored.step, 2);
  return { step, values, seed: stored.seed ?? {} };
}

export function clearWizard(storage: StorageLike): void {
  try {
    storage.removeItem(WIZARD_STORAGE_KEY);
  } catch (_error) {
    // Nothing to clear when storage is unavailable.
  }
}
