import { expect } from 'chai';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createAppStore, sessionStarted } from '@matrimony/session';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { Toaster, toastStore } from '@matrimony/ui';
import { type MessageReportItem, type ReportedThread } from '../src/api/message-moderation-api';
import ReportedThreadPage from '../src/admin/ReportedThreadPage';
import { AccountProviders } from './render';
import { fakeFetch, problem, type Sent } from './support/conversations';

const REPORT_ID = '65f0000000000000000000ab';
const REPORTED_PROFILE_ID = '65f000000000000000000002';
const PATH = `/api/notify/admin/message-reports/${REPORT_ID}`;

const report: MessageReportItem = {
  id: REPORT_ID,
  reportedAt: '2026-11-20T06:00:00.000Z',
  reason: 'asked-for-money',
  details: null,
  reporter: { displayName: 'Meera P.', profileId: '65f000000000000000000001' },
  reported: { displayName: 'Ravi K.', profileId: REPORTED_PROFILE_ID },
  warning: 'money-request',
  resolution: null
};

const thread: ReportedThread = {
  report,
  messages: [
    {
      id: 'm1',
      author: 'reported',
      text: 'Pay the customs fee for my gift',
      sentAt: '2026-11-20T05:01:00.000Z',
      warning: 'money-request',
      reported: true
    }
  ]
};

function mountAsAdmin() {
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
  return render(
    <AccountProviders store={store} url={`/admin/message-reports/${REPORT_ID}`}>
      <Routes>
        <Route path="/admin/message-reports/:reportId" element={<ReportedThreadPage />} />
      </Routes>
      <Toaster />
    </AccountProviders>
  );
}

describe('console: resolving a message report (interaction)', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
    for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
  });

  /** Serves the thread and answers the resolution with `resolved` (the resolved report, or a problem). */
  const serve = (resolved: (request: Sent) => Response) =>
    (fetchOf = fakeFetch((request) =>
      request.method === 'GET' ? Response.json(thread) : resolved(request)
    ));
  const resolutions = () => fetchOf!.sent.filter((request) => request.method === 'POST');

  it('links to the reported member’s case, where the moderator acts on them', async () => {
    serve(() => Response.json(report));
    mountAsAdmin();
    const link = await screen.findByRole('link', { name: 'Ravi K.’s member case' });
    expect(link.getAttribute('href')).to.equal(`/admin/members/${REPORTED_PROFILE_ID}`);
  });

  it('asks before resolving as action taken, sends the outcome and note, then says so and shows the decision', async () => {
    const resolvedAt = '2026-11-21T09:30:00.000Z';
    serve(() => Response.json({ ...report, resolution: { outcome: 'actioned', resolvedAt } }));
    const user = userEvent.setup();
    mountAsAdmin();

    await user.type(await screen.findByLabelText(/Note/), 'Suspended in the member case');
    await user.click(screen.getByRole('button', { name: 'Action taken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve as action taken?' });
    expect(resolutions(), 'nothing sent before confirming').to.be.empty;
    await user.click(within(dialog).getByRole('button', { name: 'Resolve as action taken' }));

    await waitFor(() => expect(resolutions()).to.have.length(1));
    expect(resolutions()[0]).to.deep.include({
      path: `${PATH}/resolution`,
      body: { outcome: 'actioned', note: 'Suspended in the member case' }
    });
    await screen.findByText('Report resolved as action taken');
    await screen.findByText(/^Resolved as action taken on/);
    expect(screen.queryByRole('button', { name: 'Dismiss' }), 'no second decision').to.equal(null);
    expect(
      fetchOf!.sent.filter((request) => request.method === 'GET'),
      'no second recorded read'
    ).to.have.length(1);
  });

  it('cancelling the dismissal sends nothing; a report resolved meanwhile shows the conflict', async () => {
    serve(() => problem(409, 'message_report_already_resolved', 'Report Already Resolved'));
    const user = userEvent.setup();
    mountAsAdmin();

    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resolutions()).to.be.empty;

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dismiss this report?' })).getByRole('button', {
        name: 'Dismiss the report'
      })
    );
    await waitFor(() => expect(resolutions()).to.have.length(1));
    expect(resolutions()[0]!.body).to.deep.equal({ outcome: 'dismissed' });
    await screen.findByText('Report Already Resolved');
  });
});
