// The bell says when each notification happened in the page's language: "5 मिनट पहले", then a date in Hindi.
import { expect } from 'chai';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { formatDate } from '@matrimony/catalog/date-format';
import { setLocale } from '@matrimony/i18n';
import { createAppStore } from '@matrimony/session';
import NotificationBell from '../src/layout/NotificationBell';
import { bellItems, seedBell } from './support/bell';
import { ShellProviders } from './support/shell-render';

describe('notification bell in Hindi', () => {
  before(() => setLocale('hi', { remember: false }));
  after(() => setLocale('en', { remember: false }));
  afterEach(cleanup);

  it('says when in Hindi, and an older one by its Hindi date', async () => {
    const store = createAppStore();
    const [recent, older] = bellItems(Date.now());
    await seedBell(store, [recent!, older!]);
    const { container } = render(
      <ShellProviders store={store}>
        <NotificationBell />
      </ShellProviders>
    );
    fireEvent.click(container.querySelector('button')!);
    const times = [...container.querySelectorAll('time')].map((time) => time.textContent);
    expect(times[0]).to.equal('5 मिनट पहले');
    expect(times[1]).to.equal(formatDate(older!.createdAt, { locale: 'hi' }));
    expect(times[1]).to.match(/^\d{1,2} [^\sA-Za-z]+ \d{4}$/);
  });
});
