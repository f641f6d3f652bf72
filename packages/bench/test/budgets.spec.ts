import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import {
  allPass,
  budgetsOfGroups,
  budgetsSchema,
  evaluate,
  GROUP_BUDGETS,
  loadBudgets,
  type Budgets
} from '../src/budgets';

const budgets: Budgets = {
  'api.sign-in.p99-ms': { max: 150, what: 'sign-in p99' },
  'api.profile-me.ratio-to-ceiling': { min: 0.35, what: 'profile read ratio' }
};

describe('budget evaluation', () => {
  it('passes figures inside their budgets, including the exact limit', () => {
    const rows = evaluate(budgets, {
      'api.sign-in.p99-ms': { value: 150 },
      'api.profile-me.ratio-to-ceiling': { value: 0.35 }
    });
    expect(rows.map((r) => r.verdict)).to.deep.equal(['pass', 'pass']);
    expect(allPass(rows)).to.equal(true);
  });

  it('fails a figure over a max or under a min', () => {
    const rows = evaluate(budgets, {
      'api.sign-in.p99-ms': { value: 151 },
      'api.profile-me.ratio-to-ceiling': { value: 0.2 }
    });
    expect(rows.map((r) => r.verdict)).to.deep.equal(['fail', 'fail']);
    expect(allPass(rows)).to.equal(false);
  });

  it('reports a figure that was not measured as missing, with the reason, and fails the run', () => {
    const rows = evaluate(budgets, {
      'api.sign-in.p99-ms': { missing: 'POST /api/identity/sessions answered 404' }
    });
    expect(rows[0]).to.include({ verdict: 'missing', reason: 'POST /api/identity/sessions answered 404' });
    expect(rows[1]).to.include({ verdict: 'missing', reason: 'not measured' });
    expect(allPass(rows)).to.equal(false);
  });

  it('never passes a figure that is not a finite number', () => {
    const rows = evaluate(budgets, {
      'api.sign-in.p99-ms': { value: Number.NaN },
      'api.profile-me.ratio-to-ceiling': { value: Infinity }
    });
    expect(rows[0]!.verdict).to.equal('fail');
    expect(rows[1]!.verdict).to.equal('fail');
  });

  it('reads the budgets file beside the benchmarks, with the agreed budgets (profile read 0.5 of the ceiling, sign-in 0.8 of argon2)', () => {
    const file = loadBudgets(fileURLToPath(new URL('../budgets.json', import.meta.url)));
    expect(file['api.sign-in.p99-ms']).to.include({ max: 150 });
    expect(file['api.profile-me.ratio-to-ceiling']).to.include({ min: 0.5 });
    expect(file['api.sign-in.ratio-to-argon2']).to.include({ min: 0.8 });
    expect(file['events.welcome-premium.p95-ms']).to.include({ max: 500 });
    expect(file['frontend.landing.lighthouse.performance']).to.include({ min: 95 });
  });

  it('refuses a budget with both or neither of min and max', () => {
    expect(() => budgetsSchema.parse({ x: { what: 'x' } })).to.throw();
    expect(() => budgetsSchema.parse({ x: { min: 1, max: 2, what: 'x' } })).to.throw();
    expect(() => budgetsSchema.parse({ x: { min: 1, what: 'x' } })).not.to.throw();
  });
});

describe('budgets of the groups a run measures', () => {
  const all = loadBudgets(fileURLToPath(new URL('../budgets.json', import.meta.url)));

  it('gives every budget in budgets.json to exactly one group', () => {
    const owners = Object.keys(all).map((id) => ({
      id,
      groups: Object.keys(GROUP_BUDGETS).filter((group) =>
        Object.keys(budgetsOfGroups(all, [group])).includes(id)
      )
    }));
    expect(owners.filter((owner) => owner.groups.length !== 1)).to.deep.equal([]);
  });

  it('judges a BENCH_ONLY run on its own groups alone: reload is not frontend', () => {
    const reload = Object.keys(budgetsOfGroups(all, ['reload']));
    expect(reload).to.have.members([
      'frontend.dashboard.reload-to-data-ms',
      'frontend.explore.reload-to-data-ms'
    ]);
    const frontend = Object.keys(budgetsOfGroups(all, ['frontend']));
    expect(frontend).to.include('frontend.landing.lighthouse.performance');
    expect(frontend.filter((id) => reload.includes(id))).to.deep.equal([]);
    expect(Object.keys(budgetsOfGroups(all, Object.keys(GROUP_BUDGETS)))).to.have.members(Object.keys(all));
  });

  it('refuses a group it does not know', () => {
    expect(() => budgetsOfGroups(all, ['badges', 'bagdes'])).to.throw(/Unknown bench group: bagdes/);
  });
});
