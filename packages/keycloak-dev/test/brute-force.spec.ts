import { expect } from 'chai';
import { clearFailures, isLockedOut, recordFailure } from '../src/brute-force';
import { DEFAULT_REALM_FILE, loadRealm, type BruteForceSettings } from '../src/realm';
import { Store } from '../src/store';
import { createMember, passwordGrant, useTarget } from './support/target';

describe('brute-force lockout (contract)', () => {
  const target = useTarget();

  it('locks the account after repeated wrong passwords: even the right one then answers 400 "Invalid user credentials"', async () => {
    const { failureFactor } = await loadRealm(DEFAULT_REALM_FILE, {});
    const member = await createMember(target);
    for (let attempt = 1; attempt <= failureFactor; attempt += 1) {
      const wrong = await passwordGrant(target, member.username, `wrong-${attempt}`);
      expect(wrong.body.error).to.equal('invalid_grant');
    }
    const right = await passwordGrant(target, member.username, member.password);
    expect(right.status).to.equal(400);
    expect(right.body).to.deep.equal({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials'
    });
  });

  it('does not lock other accounts', async () => {
    const victim = await createMember(target);
    const bystander = await createMember(target);
    const { failureFactor } = await loadRealm(DEFAULT_REALM_FILE, {});
    for (let attempt = 1; attempt <= failureFactor; attempt += 1)
      await passwordGrant(target, victim.username, `wrong-${attempt}`);
    expect((await passwordGrant(target, bystander.username, bystander.password)).status).to.equal(200);
  });
});

describe("brute-force rules (the realm file's settings)", () => {
  let settings: BruteForceSettings;
  let store: Store;
  const user = 'user-1';
  const t0 = 1_700_000_000_000;

  beforeEach(async () => {
    const realm = await loadRealm(DEFAULT_REALM_FILE, {});
    // The engine's rules with Keycloak's own defaults for the count and the quick-login check: the realm file sets
    // both out of a stranger's reach (below), which would leave those rules untested.
    settings = { ...realm, failureFactor: 5, quickLoginCheckMilliSeconds: 1000 };
    store = await Store.open(undefined, realm);
  });

  it('uses the realm file: protection on, 30 failures, no quick-login lock, 60 s increments up to 900 s', async () => {
    // svc-identity stops a number's failures well before 30, so no stranger can make Keycloak lock its owner out.
    expect(await loadRealm(DEFAULT_REALM_FILE, {})).to.include({
      bruteForceProtected: true,
      failureFactor: 30,
      quickLoginCheckMilliSeconds: 0,
      waitIncrementSeconds: 60,
      maxFailureWaitSeconds: 900,
      permanentLockout: false
    });
  });

  it('locks for waitIncrementSeconds after failureFactor slow failures, and unlocks after it', () => {
    for (let i = 0; i < 4; i += 1) recordFailure(settings, store, user, t0 + i * 5000);
    expect(isLockedOut(settings, store, user, t0 + 20_001)).to.equal(false);
    recordFailure(settings, store, user, t0 + 25_000);
    expect(isLockedOut(settings, store, user, t0 + 25_001)).to.equal(true);
    expect(isLockedOut(settings, store, user, t0 + 25_000 + 60_000 - 1)).to.equal(true);
    expect(isLockedOut(settings, store, user, t0 + 25_000 + 60_000)).to.equal(false);
  });

  it('locks for minimumQuickLoginWaitSeconds when failures come faster than quickLoginCheckMilliSeconds', () => {
    recordFailure(settings, store, user, t0);
    expect(isLockedOut(settings, store, user, t0 + 1)).to.equal(false);
    recordFailure(settings, store, user, t0 + 200);
    expect(isLockedOut(settings, store, user, t0 + 201)).to.equal(true);
    expect(isLockedOut(settings, store, user, t0 + 200 + 60_000)).to.equal(false);
  });

  it('caps the wait at maxFailureWaitSeconds', () => {
    for (let i = 0; i < 100; i += 1) recordFailure(settings, store, user, t0 + i * 5000);
    const last = t0 + 99 * 5000;
    expect(isLockedOut(settings, store, user, last + 900_000 - 1)).to.equal(true);
    expect(isLockedOut(settings, store, user, last + 900_000)).to.equal(false);
  });

  it('forgets failures older than maxDeltaTimeSeconds, and after a success', () => {
    for (let i = 0; i < 4; i += 1) recordFailure(settings, store, user, t0 + i * 5000);
    const muchLater = t0 + 15_000 + 43_200_000 + 1;
    recordFailure(settings, store, user, muchLater);
    expect(store.failures.get(user)?.numFailures).to.equal(1);
    clearFailures(store, user);
    expect(store.failures.has(user)).to.equal(false);
  });

  it('with the LINEAR strategy, adds waitIncrementSeconds for every failure past failureFactor', () => {
    const linear = { ...settings, bruteForceStrategy: 'LINEAR' as const };
    for (let i = 0; i < 6; i += 1) recordFailure(linear, store, user, t0 + i * 5000);
    const last = t0 + 25_000;
    expect(isLockedOut(linear, store, user, last + 120_000 - 1)).to.equal(true);
    expect(isLockedOut(linear, store, user, last + 120_000)).to.equal(false);
  });

  it('disables the account only when the realm asks for permanent lockout', () => {
    const permanent = { ...settings, permanentLockout: true };
    let disable = false;
    for (let i = 0; i < 5; i += 1) disable = recordFailure(permanent, store, user, t0 + i * 5000);
    expect(disable).to.equal(true);
  });
});
