import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { services } from '@matrimony/dev-stack';
import { repoRoot } from '../src/index';
import { publicEndpoints } from './support/endpoints';

/** `router.post('/otp', ...)` and the like in every file under a service's src/http. */
function routesInSource(service: string, prefix: string): string[] {
  const dir = join(repoRoot, service, 'src', 'http');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  return files.flatMap((file) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)].map(
      ([, method, path]) => `${method!.toUpperCase()} ${prefix}${path}`
    )
  );
}

describe('the fuzzer’s endpoint list', () => {
  it('names every route the services declare, so bad-input covers new endpoints too', () => {
    const declared = services.flatMap((s) => routesInSource(s.name, s.prefix));
    const listed = new Set(publicEndpoints.map((e) => `${e.method} ${e.path}`));
    expect(declared.length, 'routes found in the services').to.be.greaterThan(20);
    expect(declared.filter((route) => !listed.has(route))).to.deep.equal([]);
  });
});
