import { expect } from 'chai';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { loadMemberState, readWithRetry, reloadDelaysFor } from '../src/member-state';

describe('member state reads', () => {
  it('retries a failing read up to 5 times 1.5 s apart, then gives up quietly', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await readWithRetry(
      async () => {
        calls += 1;
        throw new Error('down');
      },
      { sleep: async (ms) => void waits.push(ms) }
    );
    expect(result).to.equal(null);
    expect(calls).to.equal(5);
    expect(waits).to.deep.equal([1500, 1500, 1500, 1500]);
  });

  it('stops retrying at the first success', async () => {
    let calls = 0;
    const result = await readWithRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'profile';
      },
      { sleep: async () => undefined }
    );
    expect(result).to.equal('profile');
    expect(calls).to.equal(3);
  });

  it('combines profile and subscription, keeping what loaded when the other failed', async () => {
    const state = await loadMemberState(
      {
        // Only what the session reads of the profile matters here.
        readProfile: async () => ({ id: 'p1', fullName: 'Asha Rao' }) as OwnProfile,
        readSubscription: async () => {
          throw new Error('billing down');
        }
      },
      { sleep: async () => undefined }
    );
    expect(state).to.deep.equal({
      profile: { id: 'p1', fullName: 'Asha Rao' },
      subscription: null,
      isPremium: false,
      justExpired: false
    });
  });

  it('reloads 3 s and 5 s after sign-up, 2 s after sign-in, not again after a reload', () => {
    expect(reloadDelaysFor('signUp')).to.deep.equal([3000, 5000]);
    expect(reloadDelaysFor('signIn')).to.deep.equal([2000]);
    expect(reloadDelaysFor('restore')).to.deep.equal([]);
  });
});
