import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { allPass, budgetsSchema, evaluate, loadBudgets, type Budgets } from '../src/budgets';

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
