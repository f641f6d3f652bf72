import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import SupportQueuePage from '../src/admin/support/SupportQueuePage';
import { mount } from './mount';
import { fakeFetch } from './support/conversations';
import { holdTheClock, minutesFromNow, queue, ticketSummary } from './support/help-desk';

const QUEUE_PATH = '/api/notify/admin/tickets';

describe('console: the help desk queue', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  let releaseTheClock: () => void;
  before(urls.install);
  after(urls.restore);
  beforeEach(() => {
    releaseTheClock = holdTheClock();
  });
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
    releaseTheClock();
  });

  // Made inside each test, once the clock is held: "35 minutes ago" then stays 35 minutes ago.
  const overdueGrievance = () =>
    ticketSummary({
      number: 'T1000001',
      kind: 'grievance',
      category: null,
      subject: 'My complaint was ignored',
      status: 'waiting-for-us',
      requester: { type: 'visitor', name: 'Ravi' },
      dueAt: minutesFromNow(-35),
      overdue: true
    });
  const premiumTicket = () =>
    ticketSummary({
      number: 'T1000002',
      requester: {
        type: 'member',
        profileId: '65f000000000000000000012',
        displayName: 'Kavya S.',
        memberNumber: 'M7654321',
        plan: 'premium'
      },
      assignee: { id: 'staff-1', name: 'Anita' }
    });

  it('marks an overdue ticket in red words with its IST due time, and a Premium member with the chip', async () => {
    fetchOf = fakeFetch(() =>
      Response.json(queue([overdueGrievance(), premiumTicket()], { overdueCount: 1 }))
    );
    await mount(<SupportQueuePage />, { url: '/admin/support' });

    const rows = within(await screen.findByRole('table', { name: 'Tickets' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).to.have.length(2);
    const overdue = within(rows[0]!).getByText('overdue by 35 min');
    expect(overdue.getAttribute('data-overdue')).to.equal('true');
    expect(overdue.getAttribute('title')).to.match(/^Due \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);
    expect(within(rows[0]!).getByText('Visitor: Ravi')).to.exist;
    expect(within(rows[0]!).getByText('Grievance')).to.exist;
    expect(within(rows[0]!).getByText('Waiting for us')).to.exist;
    expect(within(rows[0]!).queryByText('Premium')).to.equal(null);

    const due = within(rows[1]!).getByText('due in 2 h 10 min');
    expect(due.hasAttribute('data-overdue')).to.equal(false);
    expect(within(rows[1]!).getByText('Premium')).to.exist;
    expect(within(rows[1]!).getByText('M7654321')).to.exist;
    expect(within(rows[1]!).getByText('Assigned to Anita')).to.exist;
    expect(
      within(rows[1]!).getByRole('link', { name: 'Cannot change my photo' }).getAttribute('href')
    ).to.equal('/admin/support/T1000002');
    expect(screen.getByText('Overdue: 1')).to.exist;
    const tab = screen.getByRole('link', { name: 'Help desk 1 overdue' });
    expect(tab.getAttribute('aria-current')).to.equal('page');
  });

  it('reads its filters from the URL and writes each change back to it, asking the server for that queue', async () => {
    fetchOf = fakeFetch(() => Response.json(queue([premiumTicket()])));
    const user = userEvent.setup();
    const page = await mount(<SupportQueuePage />, { url: '/admin/support?plan=premium&page=2' });

    await screen.findByRole('table', { name: 'Tickets' });
    expect(fetchOf.sent[0]).to.deep.include({ path: QUEUE_PATH });
    expect(new URLSearchParams(fetchOf.sent[0]!.query).get('plan')).to.equal('premium');
    expect(new URLSearchParams(fetchOf.sent[0]!.query).get('page')).to.equal('2');
    expect((screen.getByRole('combobox', { name: 'Plan' }) as HTMLSelectElement).value).to.equal('premium');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'grievance');
    await waitFor(() => expect(page.search()).to.equal('plan=premium&kind=grievance'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'unassigned');
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await user.type(screen.getByRole('searchbox', { name: /Ticket number or words/ }), 'refund{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(page.search()))).to.deep.equal({
        plan: 'premium',
        kind: 'grievance',
        assignee: 'unassigned',
        overdue: 'true',
        q: 'refund'
      })
    );
    await waitFor(() => {
      const last = new URLSearchParams(fetchOf!.sent.at(-1)!.query);
      expect(Object.fromEntries(last)).to.deep.include({
        plan: 'premium',
        kind: 'grievance',
        assignee: 'unassigned',
        overdue: 'true',
        q: 'refund'
      });
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '');
    await waitFor(() => expect(page.search()).to.not.contain('kind='));
  });
});
