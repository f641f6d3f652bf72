import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { deployDir, ofKind, overlays, renderOverlay } from './support/render';
import {
  devScriptSecrets,
  documentedSecrets,
  operatorMadeSecrets,
  secretsReferenced
} from './support/secrets';
import { workloadsOf } from './support/workloads';

type Secret = { data?: Record<string, string>; stringData?: Record<string, string> };
type ExternalSecret = { spec: { target: { name: string } } };

/** Rendered Secrets that may hold a value because the value is public (see realm-import-settings.yaml). */
const publicValueSecrets: Record<string, string[]> = { 'realm-import-settings': ['MATRIMONY_PUBLIC_URL'] };
const secretLikeName = /SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE|CREDENTIAL|SMTP_URL|MONGO_URL/i;
const tlsSecrets = new Set(['matrimony-tls']);

describe('secrets', () => {
  it('documents every secret with its keys in deploy/README.md', () => {
    expect(documentedSecrets().size).to.be.greaterThan(5);
  });

  for (const overlay of overlays) {
    describe(`overlays/${overlay}`, () => {
      const objects = () => renderOverlay(overlay);

      it('renders no Secret with a secret value', () => {
        for (const secret of ofKind<Secret>(objects(), 'Secret')) {
          const keys = [...Object.keys(secret.data ?? {}), ...Object.keys(secret.stringData ?? {})];
          expect(
            publicValueSecrets[secret.metadata.name],
            `Secret ${secret.metadata.name} is rendered with values`
          ).to.not.equal(undefined);
          expect(keys).to.have.members(publicValueSecrets[secret.metadata.name]!);
          for (const value of Object.values(secret.stringData ?? {}))
            expect(value).to.match(/^https?:\/\/[a-z0-9.-]+$/);
        }
      });

      it('never writes a credential as a literal: no secret-like env value, no secret-like ConfigMap key', () => {
        for (const w of workloadsOf(objects())) {
          for (const c of w.spec.template.spec.containers) {
            for (const e of c.env ?? []) {
              if (secretLikeName.test(e.name))
                expect(e.value, `${w.metadata.name} env ${e.name}`).to.equal(undefined);
            }
          }
        }
        for (const config of ofKind<{ data?: Record<string, string> }>(objects(), 'ConfigMap')) {
          for (const key of Object.keys(config.data ?? {}))
            expect(secretLikeName.test(key), `ConfigMap ${config.metadata.name} key ${key}`).to.equal(false);
        }
        const text = JSON.stringify(objects());
        expect(text).to.not.match(/-----BEGIN|rzp_live_|rzp_test_|AKIA[0-9A-Z]{16}/);
      });

      it('documents every Secret it reads, with the keys it reads', () => {
        const documented = documentedSecrets();
        const exempt = new Set([...operatorMadeSecrets(objects()), ...Object.keys(publicValueSecrets)]);
        for (const use of secretsReferenced(objects())) {
          if (exempt.has(use.name)) continue;
          expect(documented.has(use.name), `${use.by} reads undocumented Secret ${use.name}`).to.equal(true);
          expect(documented.get(use.name), `${use.name} keys`).to.include.members(use.keys);
        }
      });

      it('has a way to create every Secret it reads', () => {
        const objectsNow = objects();
        const exempt = new Set([
          ...operatorMadeSecrets(objectsNow),
          ...Object.keys(publicValueSecrets),
          ...tlsSecrets
        ]);
        const externalTargets = new Set(
          ofKind<ExternalSecret>(objectsNow, 'ExternalSecret').map((e) => e.spec.target.name)
        );
        const scripted = devScriptSecrets();
        for (const use of secretsReferenced(objectsNow)) {
          if (exempt.has(use.name)) continue;
          if (overlay === 'dev') {
            expect(scripted.has(use.name), `create-dev-secrets.sh does not create ${use.name}`).to.equal(
              true
            );
            expect(scripted.get(use.name)).to.include.members(use.keys);
          } else {
            expect(externalTargets.has(use.name), `no ExternalSecret creates ${use.name}`).to.equal(true);
          }
        }
      });
    });
  }

  it('keeps local secret files out of git', () => {
    const ignore = readFileSync(`${deployDir}.gitignore`, 'utf8');
    expect(ignore).to.match(/^secrets\/$/m);
  });
});
