import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { sessionSlice } from './session-slice';

/**
 * Slices remotes inject later. A remote declares its own with module augmentation:
 * `declare module '@matrimony/session' { interface LazyLoadedSlices { explore: ExploreState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The root reducer of the shell's one store. Remotes add their own state with
 * `rootReducer.inject(mySlice)` (RTK 2 lazy slices) and read it with `mySlice.selectors`.
 */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added after the store exists (RTK Query's, when `@matrimony/session/api` is first used). */
export const lateMiddleware = createDynamicMiddleware();

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(lateMiddleware.middleware)
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
