// Mounts a component in the DOM (test/dom.ts) with the providers of test/render.tsx, for interaction specs.
import { type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { type AppStore } from '@matrimony/session';
import { AccountProviders, memberStore, type Cached } from './render';

export type Mounted = RenderResult & {
  store: AppStore;
  /** The router's current search string ("religion=Hindu&ageMin=25"), without "?". */
  search: () => string;
};

/** Mounts `page` for a signed-in member at `url`, with `cached` API answers. */
export async function mount(
  page: ReactNode,
  { url = '/', cached = {} }: { url?: string; cached?: Cached } = {}
) {
  const store = await memberStore(cached);
  const location = { search: '' };
  function LocationProbe() {
    location.search = useLocation().search.replace(/^\?/, '');
    return null;
  }
  const result = render(
    <AccountProviders store={store} url={url}>
      {page}
      <LocationProbe />
    </AccountProviders>
  );
  return { ...result, store, search: () => location.search } satisfies Mounted;
}
