import { type Connection } from 'mongoose';
import { createCounters } from './counters';

/** Member numbers start here: M1000001 is the first. */
export const FIRST_MEMBER_NUMBER = 1_000_001;

export function formatMemberNumber(value: number): string {
  return `M${String(value).padStart(7, '0')}`;
}

/** Hands out member numbers from the `memberNumber` counter, so two profiles never share one. */
export function createMemberNumbers(conn: Connection) {
  const counters = createCounters(conn);
  return {
    async next(): Promise<string> {
      return formatMemberNumber(FIRST_MEMBER_NUMBER - 1 + (await counters.next('memberNumber')));
    }
  };
}

export type MemberNumbers = ReturnType<typeof createMemberNumbers>;
