import { type Row } from './budgets';

function formatValue(value: number): string {
  if (Math.abs(value) >= 100 || Number.isInteger(value)) return String(Math.round(value));
  return value.toFixed(2);
}

/** A plain-text table: figure, value, budget, verdict (and the reason for missing figures). */
export function renderTable(rows: Row[], extra: { id: string; value: string }[] = []): string {
  const lines: string[][] = [['figure', 'value', 'budget', 'result']];
  for (const row of rows) {
    const value = row.value === undefined ? 'missing' : formatValue(row.value);
    const result = row.verdict === 'missing' ? `MISSING: ${row.reason}` : row.verdict.toUpperCase();
    lines.push([row.id, value, row.budget, result]);
  }
  for (const item of extra) lines.push([item.id, item.value, '', '']);
  const widths = [0, 1, 2].map((col) => Math.max(...lines.map((l) => l[col]!.length)));
  return lines
    .map((l) => l.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell)).join('  '))
    .join('\n');
}
