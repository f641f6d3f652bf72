import { type StorageLike } from './wizard-storage';

const NO_STORAGE: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined
};

/** This tab's sessionStorage; a no-op store where there is none (server rendering, blocked storage). */
export function tabStorage(): StorageLike {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : NO_STORAGE;
  } catch (_error) {
    return NO_STORAGE;
  }
}

/** Focuses a wizard control by id; for groups (radios, date parts) the first control inside. */
export function focusControl(id: string): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element) return;
  const target = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}
