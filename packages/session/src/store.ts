import {
  applyMiddleware,
  combineReducers,
  legacy_createStore,
  type Dispatch,
  type Middleware,
  type Reducer,
  type Store,
  type UnknownAction
} from 'redux';
import { thunk, type ThunkDispatch } from 'redux-thunk';
import { sessionReducer, type SessionState } from './session-slice';

// Plain Redux (not RTK's configureStore/combineSlices/createDynamicMiddleware): the store exists on
// every page, and this keeps Redux Toolkit (~13 KB gzip) off the landing page. The behaviour matches
// what the RTK versions did for us: lazily injected slices and middleware added after the store exists.

/**
 * Slices remotes inject later. A remote declares its own with module augmentation:
 * `declare module '@matrimony/session' { interface LazyLoadedSlices { explore: ExploreState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type RootState = { session: SessionState } & Partial<LazyLoadedSlices>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };

/** An RTK slice or RTK Query api: its state lives under `reducerPath`. */
export type InjectableSlice = {
  reducerPath: string;
  reducer: (state: never, action: UnknownAction) => unknown;
};

const reducers: Record<string, Reducer> = { session: sessionReducer as Reducer };
let combined = combineReducers(reducers);
const stores = new Set<AppStore>();

/**
 * The root reducer of the shell's one store. Remotes add their own state with
 * `rootReducer.inject(mySlice)` and read it with `mySlice.selectors`.
 */
export const rootReducer = Object.assign(
  (state: RootState | undefined, action: UnknownAction) => combined(state, action) as RootState,
  {
    /** Adds the slice's reducer; stores that already exist get its initial state at once. */
    inject(slice: InjectableSlice): void {
      if (reducers[slice.reducerPath] === slice.reducer) return;
      reducers[slice.reducerPath] = slice.reducer as Reducer;
      combined = combineReducers({ ...reducers });
      for (const store of stores) store.replaceReducer(rootReducer);
    }
  }
);

/** Middleware added after the store exists (RTK Query's, when `@matrimony/session/api` is first used). */
export const lateMiddleware = createLateMiddleware();

function createLateMiddleware() {
  const added: Middleware[] = [];
  const middleware: Middleware = (storeApi) => {
    // Each middleware gets the store once (RTK Query keeps per-store state in that closure).
    const started = new Map<Middleware, ReturnType<Middleware>>();
    return (next) => (action) => {
      for (const entry of added) if (!started.has(entry)) started.set(entry, entry(storeApi));
      const chain = [...started.values()].reduceRight(
        (nextInChain, withStore) => withStore(nextInChain),
        next
      );
      return chain(action);
    };
  };
  return {
    middleware,
    addMiddleware<State, D extends Dispatch>(...middlewares: Middleware<object, State, D>[]): void {
      for (const entry of middlewares as Middleware[]) if (!added.includes(entry)) added.push(entry);
    }
  };
}

export function createAppStore(): AppStore {
  const store = legacy_createStore(
    rootReducer,
    applyMiddleware(thunk, lateMiddleware.middleware)
  ) as unknown as AppStore;
  stores.add(store);
  return store;
}
