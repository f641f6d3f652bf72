import { expect } from 'chai';
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import { createAppStore, sessionStarted } from '@matrimony/session';
import {
  messageModerationApi,
  type MessageReportQueue,
  type ReportedThread
} from '../src/api/message-moderation-api';
import MessageReportsPage from '../src/admin/MessageReportsPage';
import ReportedThreadPage from '../src/admin/ReportedThreadPage';

const REPORT_ID = '65f0000000000000000000aa';

type Prepare = (
  put: typeof messageModerationApi.util.upsertQueryData
) => ReturnType<typeof messageModerationApi.util.upsertQueryData>[];

/** Server-renders a console page for a signed-in administrator with the answer already cached. */
async function renderAdmin(
  path: string,
  pattern: string,
  page: ReactNode,
  prepare: Prepare
): Promise<string> {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: {
        id: 'admin-1',
        fullName: 'Meera Admin',
        email: 'admin@example.in',
        phone: '9876500009',
        roles: ['member', 'admin']
      },
      event: 'restore'
    })
  );
  const dispatch = store.dispatch as (action: unknown) => Promise<unknown>;
  for (const action of prepare(messageModerationApi.util.upsertQueryData)) await dispatch(action);
  return renderToStaticMarkup(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
}

const report = {
  id: REPORT_ID,
  reportedAt: '2026-11-20T06:00:00.000Z',
  reason: 'asked-for-money' as const,
  details: 'He asked me to pay a customs fee',
  reporter: { displayName: 'Meera P.', profileId: '65f000000000000000000001' },
  reported: { displayName: 'Ravi K.', profileId: '65f000000000000000000002' },
  warning: 'money-request' as const,
  resolution: null
};

describe('console: message reports', () => {
  it('lists reported messages with both members, the reason and the warning, and the flagged counts', async () => {
    const queue: MessageReportQueue = {
      items: [report],
      page: 1,
      pageSize: 20,
      total: 1,
      flaggedMessages: [
        { kind: 'money-request', last7Days: 3, total: 9 },
        { kind: 'payment-handle', last7Days: 0, total: 2 },
        { kind: 'link', last7Days: 1, total: 1 }
      ]
    };
    const html = await renderAdmin(
      '/admin/message-reports',
      '/admin/message-reports',
      <MessageReportsPage />,
      (put) => [put('messageReportQueue', 1, queue)]
    );
    expect(html).to.contain(`href="/admin/message-reports/${REPORT_ID}"`);
    expect(html).to.contain('Ravi K., reported by Meera P.');
    expect(html).to.contain('Asked for money').and.contain('Asks for money');
    expect(html).to.contain('3 in the last 7 days, 9 in all');
    expect(html).to.match(/<a[^>]*aria-current="page"[^>]*>Message reports<\/a>/);
  });

  it('opens a report: the reported message marked among the messages around it, the read said to be recorded', async () => {
    const thread: ReportedThread = {
      report,
      messages: [
        {
          id: 'm1',
          author: 'reporter',
          text: 'Hello!',
          sentAt: '2026-11-20T05:00:00.000Z',
          warning: null,
          reported: false
        },
        {
          id: 'm2',
          author: 'reported',
          text: 'Pay the customs fee for my gift',
          sentAt: '2026-11-20T05:01:00.000Z',
          warning: 'money-request',
          reported: true
        },
        {
          id: 'm3',
          author: 'reported',
          text: '',
          sentAt: '2026-11-20T05:02:00.000Z',
          warning: null,
          reported: false
        }
      ]
    };
    const html = await renderAdmin(
      `/admin/message-reports/${REPORT_ID}`,
      '/admin/message-reports/:reportId',
      <ReportedThreadPage />,
      (put) => [put('reportedThread', REPORT_ID, thread)]
    );
    expect(html).to.contain('This opening is recorded in the audit');
    expect(html).to.match(/<li[^>]*aria-current="true"[^>]*>[\s\S]*Pay the customs fee for my gift/);
    expect(html).to.contain('Reported message').and.contain('He asked me to pay a customs fee');
    expect(html).to.contain('Removed: its author left.');
    expect(html.indexOf('Hello!')).to.be.lessThan(html.indexOf('Pay the customs fee'));
  });
});
