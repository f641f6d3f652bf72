// Demo members' verification badges (docs/product-rules.md#verification), stored as svc-profile stores them: about a
// third hold some (ID and photo, ID alone, or photo alone), so "verified only" and the ranking have members to show.
import { type ReadyMemberKey } from '@matrimony/dev-stack';
import { type DemoMember } from './generate';

/** svc-profile's stored badge fields (the mobile badge is every member's and not stored). */
export interface StoredBadges {
  idVerified: boolean;
  photoVerified: boolean;
}

/** Whether the member has a (primary) photo: a photo badge needs one. */
export const hasDemoPhoto = (member: Pick<DemoMember, 'index'>) => member.index % 9 !== 4;

export function demoBadges(member: Pick<DemoMember, 'index'>): StoredBadges {
  if (member.index % 3 !== 0) return { idVerified: false, photoVerified: false };
  const kind = Math.floor(member.index / 3) % 3;
  return { idVerified: kind !== 2, photoVerified: kind !== 1 && hasDemoPhoto(member) };
}

/**
 * The ready accounts' badges: the bride and the groom hold every one, so their cards show them at once; the free
 * member holds none, so a newcomer can try each check (the suitor's are left alone too). Their ID check is not
 * stored here: they pass it through svc-identity with a stand-in Aadhaar file (seed-accounts.ts), so their
 * verification page and their cards agree.
 */
export const READY_BADGES: Partial<Record<ReadyMemberKey, StoredBadges>> = {
  bride: { idVerified: true, photoVerified: true },
  groom: { idVerified: true, photoVerified: true }
};
