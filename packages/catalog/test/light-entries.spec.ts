import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every module an entry reaches through relative and package imports (type-only imports excluded). */
function reach(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  if (!entry.endsWith('.ts')) return seen;
  const source = readFileSync(entry, 'utf8');
  for (const [, typeOnly, specifier] of source.matchAll(
    /^(?:import|export)\s+(type\s+)?[^;]*?from '([^']+)'/gms
  )) {
    if (typeOnly || !specifier) continue;
    if (!specifier.startsWith('.')) seen.add(specifier);
    else {
      const base = path.resolve(path.dirname(entry), specifier);
      reach(base.endsWith('.json') ? base : `${base}.ts`, seen);
    }
  }
  return seen;
}

const names = (modules: Set<string>) => [...modules].map((module) => path.relative(SRC, module));

describe('light entries (what the browser pages load early)', () => {
  it('input-rules (sign-in page) reaches neither zod nor any option list', () => {
    const modules = names(reach(path.join(SRC, 'validation/input-rules.ts')));
    expect(modules.filter((name) => /zod|options\//.test(name))).to.deep.equal([]);
  });

  it('profile-steps (sign-up steps 3, 4, 6) does not reach the district data; location-step (step 5) does', () => {
    expect(
      names(reach(path.join(SRC, 'validation/profile-steps.ts'))).filter((name) =>
        /locations|districts/.test(name)
      )
    ).to.deep.equal([]);
    expect(names(reach(path.join(SRC, 'validation/location-step.ts')))).to.include(
      'data/india-states-districts.json'
    );
  });

  it('quick-search-options (the landing page) reaches the constants and the two name lists, never zod', () => {
    expect(names(reach(path.join(SRC, 'quick-search-options.ts')))).to.have.members([
      'quick-search-options.ts',
      'constants.ts',
      'options/mother-tongue-names.ts',
      'options/religion-names.ts'
    ]);
  });

  it('date-format (every page that shows a date) reaches only the calendar rules and the constants', () => {
    expect(names(reach(path.join(SRC, 'date-format.ts')))).to.deep.equal([
      'date-format.ts',
      'constants.ts',
      'dates.ts'
    ]);
  });
});
