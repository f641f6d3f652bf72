// The sign-in limits are derived from the realm's brute-force settings; if either side changes alone, a stranger's
// wrong passwords could reach Keycloak's lockout and keep the owner out.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import {
  KEYCLOAK_FAILURE_FACTOR,
  KEYCLOAK_MAX_DELTA_MS,
  SIGN_IN_FAILURE_BUDGET_WINDOW_MS,
  SIGN_IN_FAILURES_FROM_KNOWN_SOURCES,
  SIGN_IN_FAILURES_FROM_NEW_SOURCES
} from '../src/domain/limits';

const realm = JSON.parse(
  readFileSync(new URL('../../deploy/keycloak/realm-matrimony.json', import.meta.url), 'utf8')
) as Record<string, unknown>;

describe("sign-in budgets against the realm's lockout", () => {
  it('reads the lockout the realm file sets: failures in a chain, the longest gap, no quick-login lock', () => {
    expect(realm.bruteForceProtected).to.equal(true);
    expect(realm.failureFactor).to.equal(KEYCLOAK_FAILURE_FACTOR);
    expect(Number(realm.maxDeltaTimeSeconds) * 1000).to.equal(KEYCLOAK_MAX_DELTA_MS);
    expect(realm.quickLoginCheckMilliSeconds).to.equal(0);
  });

  it('lets fewer failures of one number reach Keycloak than lock it, over any chain Keycloak could count', () => {
    const reachKeycloak = SIGN_IN_FAILURES_FROM_NEW_SOURCES.max + SIGN_IN_FAILURES_FROM_KNOWN_SOURCES.max;
    expect(reachKeycloak).to.be.below(KEYCLOAK_FAILURE_FACTOR);
    // A chain of failureFactor failures, each gap just under maxDelta, spans this long: the budgets must cover it.
    const longestChainMs = (KEYCLOAK_FAILURE_FACTOR - 1) * KEYCLOAK_MAX_DELTA_MS;
    for (const budget of [SIGN_IN_FAILURES_FROM_NEW_SOURCES, SIGN_IN_FAILURES_FROM_KNOWN_SOURCES])
      expect(budget.windowMs).to.be.at.least(longestChainMs);
    expect(SIGN_IN_FAILURE_BUDGET_WINDOW_MS).to.be.above(longestChainMs);
  });
});
