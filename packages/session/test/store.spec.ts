import { expect } from 'chai';
import { createSlice, type Middleware } from '@reduxjs/toolkit';
import { createAppStore, lateMiddleware, rootReducer } from '../src/store';
import { memberStateLoaded, sessionStarted } from '../src/session-slice';

const user = { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', roles: [] };

describe('the app store (plain Redux, so the landing page does not load Redux Toolkit)', () => {
  it('starts with the session resolving and runs thunks', () => {
    const store = createAppStore();
    expect(store.getState().session.status).to.equal('loading');
    const seen = store.dispatch((_dispatch, getState) => getState().session.status);
    expect(seen).to.equal('loading');
  });

  it('gives a slice injected after the store exists its state at once, and runs its reducer', () => {
    const store = createAppStore();
    const counter = createSlice({
      name: 'lateCounter',
      initialState: { count: 1 },
      reducers: { add: (state) => void (state.count += 1) }
    });
    rootReducer.inject(counter);
    const countIn = () =>
      (store.getState() as unknown as { lateCounter?: { count: number } }).lateCounter?.count;
    expect(countIn()).to.equal(1);
    store.dispatch(counter.actions.add());
    expect(countIn()).to.equal(2);
    expect(store.getState().session.status, 'existing state kept').to.equal('loading');
  });

  it('runs middleware added later, setting it up once per store', () => {
    const store = createAppStore();
    const seen: string[] = [];
    let setups = 0;
    const recorder: Middleware = () => {
      setups += 1;
      return (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      };
    };
    lateMiddleware.addMiddleware(recorder);
    store.dispatch({ type: 'first' });
    store.dispatch({ type: 'second' });
    // RTK Query's middleware (another spec imported the api) may add its own actions.
    expect(seen.filter((type) => !type.startsWith('api/'))).to.deep.equal(['first', 'second']);
    expect(setups).to.equal(1);
  });

  it('keeps the member data when the same member starts a new session, clears it for another member', () => {
    const store = createAppStore();
    store.dispatch(sessionStarted({ user, event: 'signIn' }));
    store.dispatch(
      memberStateLoaded({
        profile: { id: 'p1' } as never,
        subscription: null,
        isPremium: true,
        justExpired: false
      })
    );
    store.dispatch(sessionStarted({ user, event: 'restore' }));
    expect(store.getState().session).to.include({
      status: 'signedIn',
      isPremium: true,
      memberLoading: false,
      event: 'restore'
    });
    store.dispatch(sessionStarted({ user: { ...user, id: 'u2' }, event: 'signIn' }));
    expect(store.getState().session).to.include({ profile: null, isPremium: false, memberLoading: true });
  });
});
