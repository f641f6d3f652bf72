// The bell says when each notification happened in the page's language: "5 मिनट पहले", then a date in Hindi.
import { expect } from 'chai';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { formatDate } from '@matrimony/catalog/date-format';
import { NOTIFICATIONS_IN_BELL } from '@matrimony/catalog/notifications';
import type { Notification } from '@matrimony/contracts/http/notify';
import { setLocale } from '@matrimony/i18n';
import { theme } from '@matrimony/ui';
import { createAppStore, SessionProvider, type SessionController } from '@matrimony/session';
import { notificationsApi } from '@matrimony/session/notifications';
import NotificationBell from '../src/layout/NotificationBell';

const controller = {} as unknown as SessionController;
const MINUTE_MS = 60_000;

const items = (now: number): Notification[] => [
  {
    id: '64b7f0c2a1b2c3d4e5f60701',
    category: 'interest-received',
    text: 'Priya S. sent you an interest.',
    link: '/interest-received',
    createdAt: new Date(now - 5 * MINUTE_MS).toISOString(),
    read: false
  },
  {
    id: '64b7f0c2a1b2c3d4e5f60702',
    category: 'profile-viewed',
    text: 'A member viewed your profile.',
    link: '/profile-views',
    createdAt: new Date(now - 9 * 24 * 60 * MINUTE_MS).toISOString(),
    read: true
  }
];

describe('notification bell in Hindi', () => {
  before(() => setLocale('hi', { remember: false }));
  after(() => setLocale('en', { remember: false }));
  afterEach(cleanup);

  it('says when in Hindi, and an older one by its Hindi date', async () => {
    const store = createAppStore();
    const dispatch = store.dispatch as (action: unknown) => unknown;
    const now = Date.now();
    const [recent, older] = items(now);
    await dispatch(
      notificationsApi.util.upsertQueryData(
        'notifications',
        { limit: NOTIFICATIONS_IN_BELL },
        { items: [recent!, older!], nextBefore: null, unreadCount: 1 }
      )
    );
    await dispatch(notificationsApi.util.upsertQueryData('unreadCount', undefined, { unreadCount: 1 }));
    const { container } = render(
      <Provider store={store}>
        <SessionProvider controller={controller}>
          <ThemeProvider theme={theme}>
            <MemoryRouter>
              <NotificationBell />
            </MemoryRouter>
          </ThemeProvider>
        </SessionProvider>
      </Provider>
    );
    fireEvent.click(container.querySelector('button')!);
    const times = [...container.querySelectorAll('time')].map((time) => time.textContent);
    expect(times[0]).to.equal('5 मिनट पहले');
    expect(times[1]).to.equal(formatDate(older!.createdAt, { locale: 'hi' }));
    expect(times[1]).to.match(/^\d{1,2} [^\sA-Za-z]+ \d{4}$/);
  });
});
