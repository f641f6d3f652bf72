import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { readRealmJson, realmImportPath, renderRealmImport } from '../src/realm-import';

type RealmImport = {
  spec: {
    placeholders: Record<string, { secret: { name: string; key: string } }>;
    realm: { clients: { clientId: string; publicClient?: boolean; secret?: string }[] };
  };
};

describe('Keycloak realm import', () => {
  it('is generated from deploy/keycloak/realm-matrimony.json and up to date (run `npm run realm-import` after editing the JSON)', () => {
    expect(readFileSync(realmImportPath, 'utf8')).to.equal(renderRealmImport(readRealmJson()));
  });

  it('carries the realm unchanged, placeholders included', () => {
    const generated = parse(readFileSync(realmImportPath, 'utf8')) as RealmImport;
    expect(generated.spec.realm).to.deep.equal(JSON.parse(readRealmJson()));
  });

  it('fills every placeholder from a Secret and writes no client secret', () => {
    const generated = parse(readFileSync(realmImportPath, 'utf8')) as RealmImport;
    const used = [...readRealmJson().matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]);
    expect(Object.keys(generated.spec.placeholders).sort()).to.deep.equal([...new Set(used)].sort());
    for (const client of generated.spec.realm.clients.filter((c) => !c.publicClient)) {
      expect(client.secret, `client ${client.clientId}`).to.match(/^\$\{[A-Z0-9_]+\}$/);
    }
  });

  it('refuses a realm whose placeholder has no Secret behind it', () => {
    expect(() =>
      renderRealmImport('{"realm":"x","enabled":true,"smtpServer":{"password":"${SMTP_PASSWORD}"}}')
    ).to.throw(/SMTP_PASSWORD/);
  });
});
