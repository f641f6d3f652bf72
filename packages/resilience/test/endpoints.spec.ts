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
    [
      ...readFileSync(join(dir, file), 'utf8').matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)
    ].map(([, method, path]) => `${method!.toUpperCase()} ${prefix}${path}`)
  );
}

describe('the fuzzer’s endpoint list', () => {
  it('comes from the contract tables, and no service mounts a route outside its table', () => {
    // Each service's own test asserts its mounted routes equal its table; here: nothing bypasses contractRoute.
    const declaredOutside = services.flatMap((s) => routesInSource(s.name, s.prefix));
    expect(declaredOutside, 'router.<method>(...) outside contractRoute').to.deep.equal([]);
    expect(publicEndpoints.length, 'endpoints the fuzzer covers').to.be.greaterThan(60);
    expect(publicEndpoints.map((e) => `${e.method} ${e.path}`)).to.include.members([
      'POST /api/profiles/interests',
      'POST /api/billing/orders',
      'POST /api/identity/otp'
    ]);
  });
});
