import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import {
  createAppStore,
  type AppStore,
  memberStateLoaded,
  sessionStarted,
  SessionProvider,
  type SessionController
} from '@matrimony/session';
import { accountApi } from '../src/api/account-api';
import { connectionsEndpoints, type BlockList, type ContactViewerList } from '../src/api/connections-api';
import { notificationsApi, type NotificationSettings } from '@matrimony/session/notifications';
import type { MySubscription, PlansAnswer } from '@matrimony/contracts/http/billing/subscriptions';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';

/** The only controller method the account pages call. */
const controller = { refreshProfile: async () => undefined } as unknown as SessionController;

export type Cached = {
  profile?: OwnProfile;
  subscription?: MySubscription;
  plans?: PlansAnswer;
  isPremium?: boolean;
  notificationSettings?: NotificationSettings;
  /** The first page of blocked members. */
  blocks?: BlockList;
  /** The first page of who saw my contact. */
  contactViewers?: ContactViewerList;
};

/** A store for a signed-in member, with the API answers already in the RTK Query cache. */
export async function memberStore(cached: Cached = {}): Promise<AppStore> {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: {
        id: 'u1',
        fullName: 'Priya Sharma',
        email: 'priya@example.com',
        phone: '9876543210',
        roles: []
      },
      event: 'restore'
    })
  );
  store.dispatch(
    memberStateLoaded({
      profile: null,
      subscription: null,
      isPremium: cached.isPremium ?? false,
      justExpired: false
    })
  );
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  if (cached.profile) await dispatch(accountApi.util.upsertQueryData('myProfile', undefined, cached.profile));
  if (cached.subscription)
    await dispatch(accountApi.util.upsertQueryData('mySubscription', undefined, cached.subscription));
  if (cached.plans) await dispatch(accountApi.util.upsertQueryData('plans', undefined, cached.plans));
  if (cached.notificationSettings)
    await dispatch(
      notificationsApi.util.upsertQueryData('notificationSettings', undefined, cached.notificationSettings)
    );
  if (cached.blocks) await dispatch(connectionsEndpoints.util.upsertQueryData('blocks', 1, cached.blocks));
  if (cached.contactViewers)
    await dispatch(connectionsEndpoints.util.upsertQueryData('contactViewers', 1, cached.contactViewers));
  return store;
}

/** What the shell gives every account page: the store, the session, the theme and a router at `url`. */
export function AccountProviders({
  store,
  url = '/',
  children
}: {
  store: AppStore;
  url?: string;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SessionProvider controller={controller}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </ThemeProvider>
      </SessionProvider>
    </Provider>
  );
}

/** Server-renders a page for a signed-in member, with the API answers already in the RTK Query cache. */
export async function renderPage(page: ReactNode, cached: Cached = {}): Promise<string> {
  const store = await memberStore(cached);
  return renderToStaticMarkup(<AccountProviders store={store}>{page}</AccountProviders>);
}

/** The option values of the <select id="{id}">, and the selected one. */
export function selectOf(html: string, id: string): { options: string[]; selected: string | undefined } {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  const decode = (text: string) => text.replace(/&amp;/g, '&');
  return {
    options: [...select.matchAll(/<option value="([^"]*)"/g)].map((match) => decode(match[1]!)),
    selected: /<option value="([^"]*)" selected=""/.exec(select)?.[1]
  };
}

/** The opening tag of the button named `label` (by aria-label or text), or undefined. */
export function buttonTag(html: string, label: string): string | undefined {
  const tags = [...html.matchAll(/<button[^>]*>(?:<[^>]*>)*([^<]*)/g)];
  return tags.find((match) => match[0].includes(`aria-label="${label}"`) || match[1]!.trim() === label)?.[0];
}

export const isDisabled = (tag: string | undefined) => tag !== undefined && /\sdisabled=""/.test(tag);
