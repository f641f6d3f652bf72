import { heightInCm } from '@matrimony/catalog';
import { incomeRank } from './matching/match-score';

/** The numbers search ranges run on, derived from the stored option texts (height label, income band). */
export function searchFieldsOf(fields: { height: string; annualIncome: string }): {
  heightCm: number | null;
  incomeRank: number | null;
} {
  const rank = incomeRank(fields.annualIncome);
  return { heightCm: heightInCm(fields.height) ?? null, incomeRank: rank >= 0 ? rank : null };
}
