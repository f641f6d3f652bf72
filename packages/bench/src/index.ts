export { evaluate, allPass, loadBudgets, type Budgets, type Figures, type Row } from './budgets';
export { percentile } from './stats';
