import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { DEFAULT_REALM_FILE, loadRealm, type RealmConfig } from '../src/realm';
import { SESSION_WRITE_DELAY_MS, Store } from '../src/store';

describe('store persistence', () => {
  let dataDir: string;
  let realm: RealmConfig;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'keycloak-dev-store-'));
    realm = await loadRealm(DEFAULT_REALM_FILE, {});
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The session ids in the realm's file as it is now. */
  const sessionsOnDisk = async () =>
    (
      (
        JSON.parse(await readFile(path.join(dataDir, `realm-${realm.realm}.json`), 'utf8')) as {
          sessions: { id: string }[];
        }
      ).sessions ?? []
    ).map((stored) => stored.id);
  const session = (id: string) => ({
    id,
    userId: 'u',
    clientId: 'matrimony-sessions',
    scope: 'openid',
    started: Math.floor(Date.now() / 1000),
    lastRefresh: Math.floor(Date.now() / 1000)
  });

  it('has every change on disk once each save resolves, when many saves overlap', async () => {
    const store = await Store.open(dataDir, realm);
    const saves: Promise<void>[] = [];
    for (let i = 0; i < 50; i += 1) {
      store.sessions.set(`s${i}`, session(`s${i}`));
      saves.push(store.save());
      // Some changes land while a write is already on disk.
      if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(saves);
    const reopened = await Store.open(dataDir, realm);
    expect([...reopened.sessions.keys()].sort()).to.deep.equal(
      Array.from({ length: 50 }, (_, i) => `s${i}`).sort()
    );
  });

  it('writes a change made during a write in the write after it', async () => {
    const store = await Store.open(dataDir, realm);
    store.sessions.set('first', session('first'));
    const first = store.save();
    store.sessions.set('second', session('second'));
    const second = store.save();
    await first;
    store.sessions.set('third', session('third'));
    await Promise.all([second, store.save()]);
    const reopened = await Store.open(dataDir, realm);
    expect([...reopened.sessions.keys()].sort()).to.deep.equal(['first', 'second', 'third']);
  });

  it('writes sessions within the delay, not before the answer, and at once when something else saves', async () => {
    const store = await Store.open(dataDir, realm);
    store.sessions.set('soon', session('soon'));
    store.saveSessionsSoon();
    expect(await sessionsOnDisk(), 'not yet on disk').to.deep.equal([]);
    // The write is due after the delay; a busy machine may take longer to finish it, so look (reading the file,
    // which opening a store would rewrite) until it is there.
    await new Promise((resolve) => setTimeout(resolve, SESSION_WRITE_DELAY_MS));
    let onDisk: string[] = [];
    for (let look = 0; look < 200 && onDisk.length === 0; look += 1) {
      onDisk = await sessionsOnDisk();
      if (onDisk.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(onDisk).to.deep.equal(['soon']);

    store.sessions.set('later', session('later'));
    store.saveSessionsSoon();
    await store.save();
    expect([...(await Store.open(dataDir, realm)).sessions.keys()].sort()).to.deep.equal(['later', 'soon']);
  });
});
