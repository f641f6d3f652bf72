import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One limit from budgets.json: a figure must stay at or under `max`, or at or over `min`. */
const budgetSchema = z
  .object({ max: z.number().optional(), min: z.number().optional(), what: z.string().min(1) })
  .refine((b) => (b.max === undefined) !== (b.min === undefined), 'a budget has exactly one of min or max');

export const budgetsSchema = z.record(z.string().min(1), budgetSchema);
export type Budget = z.infer<typeof budgetSchema>;
export type Budgets = z.infer<typeof budgetsSchema>;

/** A measured number, or why there is none (an endpoint or page not there yet, a run that failed). */
export type Figure = { value: number } | { missing: string };
export type Figures = Record<string, Figure>;

export type Verdict = 'pass' | 'fail' | 'missing';

export interface Row {
  id: string;
  what: string;
  /** The measured value, or undefined when missing. */
  value?: number;
  /** Why the figure is missing. */
  reason?: string;
  /** "≤ 150" / "≥ 0.35" */
  budget: string;
  verdict: Verdict;
}

/** The bench's groups (BENCH_ONLY names them), each with the budget ids its figures answer. */
export const GROUP_BUDGETS = {
  api: /^api\./,
  events: /^events\./,
  frontend: /^frontend\.(?!.*\.reload-to-data-ms$)/,
  reload: /^frontend\..*\.reload-to-data-ms$/,
  search: /^search\./,
  connections: /^connections\./,
  notify: /^notify\./,
  conversations: /^conversations\./,
  day: /^member-day\./,
  badges: /^badges\./,
  recommender: /^recommender\./,
  'candidate-lists': /^candidate-lists\./
} as const;

export type BenchGroup = keyof typeof GROUP_BUDGETS;

/**
 * The budgets a run of `groups` answers: a run limited with BENCH_ONLY is judged on its own groups' figures, not failed
 * for every figure of the groups it left out. An unknown group name is refused rather than silently measuring nothing.
 */
export function budgetsOfGroups(budgets: Budgets, groups: readonly string[]): Budgets {
  const unknown = groups.filter((group) => !(group in GROUP_BUDGETS));
  if (unknown.length)
    throw new Error(
      `Unknown bench group: ${unknown.join(', ')} (groups: ${Object.keys(GROUP_BUDGETS).join(', ')})`
    );
  const patterns = groups.map((group) => GROUP_BUDGETS[group as BenchGroup]);
  return Object.fromEntries(
    Object.entries(budgets).filter(([id]) => patterns.some((pattern) => pattern.test(id)))
  );
}

export function loadBudgets(file: string): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export function budgetText(budget: Budget): string {
  return budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`;
}

function within(budget: Budget, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (budget.max !== undefined) return value <= budget.max;
  return value >= budget.min!;
}

/** Every budget against its figure: a figure that was not measured counts as missing (a failure). */
export function evaluate(budgets: Budgets, figures: Figures): Row[] {
  return Object.entries(budgets).map(([id, budget]) => {
    const figure = figures[id] ?? { missing: 'not measured' };
    const base = { id, what: budget.what, budget: budgetText(budget) };
    if ('missing' in figure) return { ...base, reason: figure.missing, verdict: 'missing' };
    return { ...base, value: figure.value, verdict: within(budget, figure.value) ? 'pass' : 'fail' };
  });
}

/** The run passes only when every budget passes. */
export function allPass(rows: Row[]): boolean {
  return rows.every((row) => row.verdict === 'pass');
}
