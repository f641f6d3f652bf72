// The ESLint layering rule of eslint.config.js (root) itself: planted imports must fail, clean files pass.
import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2)
    .map((m) => m.message);
}

describe('ESLint layering rule', function () {
  it('fails a domain file that imports store/, http/, events/ or jobs/ at any depth', async () => {
    for (const source of [
      '../store/profiles',
      '../../http/profiles/view',
      '../events/consumers',
      '../jobs/expire',
      '../store'
    ]) {
      const messages = await restrictedImports(
        'svc-profile/src/domain/planted.ts',
        `import { x } from '${source}';\nexport const y = x;\n`
      );
      expect(messages, source).to.have.length(1);
      expect(messages[0], source).to.contain('domain/ is pure');
    }
  });

  it('fails a domain file that imports a type from store/ or uses mongoose, express or NATS', async () => {
    for (const code of [
      "import { type ProfileStore } from '../store/profiles';\nexport type S = ProfileStore;\n",
      "import mongoose from 'mongoose';\nexport const m = mongoose;\n",
      "import express from 'express';\nexport const e = express;\n",
      "import { jetstream } from '@nats-io/jetstream';\nexport const j = jetstream;\n"
    ]) {
      expect(await restrictedImports('svc-billing/src/domain/nested/planted.ts', code), code).to.have.length(
        1
      );
    }
  });

  it('passes a clean domain file (catalog, contracts types, sibling domain modules)', async () => {
    const code = [
      "import { z } from 'zod';",
      "import { type Plan } from '@matrimony/catalog';",
      "import { type ResponseOf } from '@matrimony/contracts/http/route';",
      "import { isPremium } from './subscription';",
      'export const rule = { z, isPremium } as { z: typeof z; isPremium: unknown; plan?: Plan; r?: ResponseOf<never> };',
      ''
    ].join('\n');
    expect(await restrictedImports('svc-billing/src/domain/planted.ts', code)).to.deep.equal([]);
  });

  it('fails an http/ file that imports events/, and leaves store/ imports in http/ alone', async () => {
    expect(
      await restrictedImports(
        'svc-notify/src/http/mail/routes.ts',
        "import { handle } from '../../events/consumers';\nexport const h = handle;\n"
      )
    ).to.have.length(1);
    expect(
      await restrictedImports(
        'svc-notify/src/http/mail/routes.ts',
        "import { s } from '../../store/mail';\nexport const t = s;\n"
      )
    ).to.deep.equal([]);
  });
});
