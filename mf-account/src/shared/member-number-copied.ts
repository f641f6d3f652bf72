// Whether the member has copied their own member number, remembered on this device so the dashboard's welcome
// checklist can drop that step; My Profile and the dashboard both copy it.
import { useSyncExternalStore } from 'react';

const KEY = 'matrimony.memberNumberCopied';
const listeners = new Set<() => void>();
/** Used only where the browser refuses storage (a private window): remembered until the page is reloaded. */
let copiedInThisPage: string | null = null;

function read(): string | null {
  try {
    return localStorage.getItem(KEY) ?? copiedInThisPage;
  } catch {
    return copiedInThisPage;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberMemberNumberCopied(memberNumber: string): void {
  copiedInThisPage = memberNumber;
  try {
    localStorage.setItem(KEY, memberNumber);
  } catch {
    // Kept for this page only (copiedInThisPage).
  }
  for (const listener of listeners) listener();
}

/** true once this member number was copied here. */
export function useMemberNumberCopied(memberNumber: string | null): boolean {
  const copied = useSyncExternalStore(subscribe, read, () => null);
  return memberNumber !== null && copied === memberNumber;
}
