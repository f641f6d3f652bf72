import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CANNED_REPLIES } from '@matrimony/catalog/support';
import { relativeRequestUrls } from '@matrimony/session/testing';
import SupportTicketPage from '../src/admin/support/SupportTicketPage';
import type { StaffTicket } from '../src/api/support-desk-api';
import { mount } from './mount';
import { fakeFetch, type Sent } from './support/conversations';
import { MEMBER_PROFILE_ID, minutesFromNow, staffTicket, TICKET_NUMBER } from './support/help-desk';

const TICKET_PATH = `/api/notify/admin/tickets/${TICKET_NUMBER}`;
const NOTE = 'Checked the logs: upload refused for size.';

const mountTicket = () =>
  mount(
    <Routes>
      <Route path="/admin/support/:number" element={<SupportTicketPage />} />
    </Routes>,
    { url: `/admin/support/${TICKET_NUMBER}` }
  );

describe('console: one help-desk ticket', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
  });

  /** Serves the ticket, and answers each write with `written(request)`. */
  const serve = (ticket: StaffTicket, written: (request: Sent) => StaffTicket = () => ticket) =>
    (fetchOf = fakeFetch((request) => Response.json(request.method === 'GET' ? ticket : written(request))));
  const writes = () => fetchOf!.sent.filter((request) => request.method !== 'GET');

  it('shows the conversation and the requester card; notes stay in their own yellow box, never in the reply', async () => {
    serve(
      staffTicket({
        audit: [
          { action: 'opened', by: 'member', at: minutesFromNow(-120) },
          { action: 'member-reopened', by: 'member', at: minutesFromNow(-90) }
        ]
      })
    );
    const user = userEvent.setup();
    await mountTicket();

    const conversation = await screen.findByRole('list', { name: 'Messages' });
    expect(conversation.textContent).to.contain('The upload button does nothing.');
    expect(conversation.textContent).to.not.contain(NOTE);
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    expect(within(notes).getByText('Only staff see notes.')).to.exist;
    expect(within(notes).getByText(NOTE)).to.exist;
    expect(screen.getByText('M1234567')).to.exist;
    expect(screen.getByRole('link', { name: 'Open Meera P.’s member case' }).getAttribute('href')).to.equal(
      `/admin/members/${MEMBER_PROFILE_ID}`
    );

    const history = screen.getByRole('region', { name: 'History' }).textContent;
    expect(history).to.contain('Opened, by member').and.contain('Replied, which reopened it, by member');

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'We are on it.');
    const preview = screen.getByRole('figure', { name: 'What the member will read' });
    expect(preview.querySelector('p')!.textContent).to.equal('We are on it.');
    const reply = screen.getByRole('region', { name: 'Reply' });
    expect(reply.textContent).to.not.contain(NOTE);
  });

  it('a canned reply fills the box, stays editable, and the reply goes to the replies route with its id', async () => {
    const canned = CANNED_REPLIES.find((reply) => reply.id === 'need-details')!;
    serve(staffTicket(), () =>
      staffTicket({
        status: 'waiting-for-member',
        messages: [
          ...staffTicket().messages,
          { id: 'msg-2', author: 'staff', authorName: 'Anita', text: 'sent', sentAt: minutesFromNow(0) }
        ]
      })
    );
    const user = userEvent.setup();
    await mountTicket();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Canned reply' }), 'need-details');
    const box = screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
    expect(box.value).to.equal(canned.text);
    await user.type(box, ' Thank you, Meera.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(writes()).to.have.length(1));
    expect(writes()[0]).to.deep.include({
      method: 'POST',
      path: `${TICKET_PATH}/replies`,
      body: { text: `${canned.text} Thank you, Meera.`, resolve: false, cannedReplyId: 'need-details' }
    });
    await waitFor(() => expect(box.value).to.equal(''));
    await screen.findByText('sent');
  });

  it('"Reply and resolve" sends the reply with resolve', async () => {
    serve(staffTicket());
    const user = userEvent.setup();
    await mountTicket();
    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Fixed now.');
    await user.click(screen.getByRole('button', { name: 'Reply and resolve' }));
    await waitFor(() => expect(writes()).to.have.length(1));
    expect(writes()[0]!.body).to.deep.equal({ text: 'Fixed now.', resolve: true });
  });

  it('a note goes to the notes route only, and the answer’s notes are shown', async () => {
    const added = {
      id: 'note-2',
      authorName: 'Anita',
      text: 'Asked tech to look.',
      createdAt: minutesFromNow(0)
    };
    serve(staffTicket(), () => staffTicket({ notes: [...staffTicket().notes, added] }));
    const user = userEvent.setup();
    await mountTicket();

    await user.type(await screen.findByRole('textbox', { name: 'New internal note' }), 'Asked tech to look.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(writes()).to.have.length(1));
    expect(writes()[0]).to.deep.include({
      method: 'POST',
      path: `${TICKET_PATH}/notes`,
      body: { text: 'Asked tech to look.' }
    });
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    await within(notes).findByText('Asked tech to look.');
    expect(screen.getByRole('list', { name: 'Messages' }).textContent).to.not.contain('Asked tech to look.');
  });

  it('assigns to me and resolves through their routes', async () => {
    serve(staffTicket(), (request) =>
      request.path.endsWith('/assignee')
        ? staffTicket({ assignee: { id: 'u1', name: 'Priya' } })
        : staffTicket({ assignee: { id: 'u1', name: 'Priya' }, status: 'resolved' })
    );
    const user = userEvent.setup();
    await mountTicket();

    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await screen.findByText('Assigned to you.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByRole('button', { name: 'Reopen' });
    expect(writes().map(({ method, path, body }) => ({ method, path, body }))).to.deep.equal([
      { method: 'PUT', path: `${TICKET_PATH}/assignee`, body: { assignee: 'me' } },
      { method: 'PUT', path: `${TICKET_PATH}/status`, body: { status: 'resolved' } }
    ]);
    expect(screen.getByRole('button', { name: 'Unassign' })).to.exist;
  });
});
