import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SUPPORT_MESSAGES, TICKET_CATEGORIES, TICKET_FORM_ERRORS } from '@matrimony/catalog/support';
import { relativeRequestUrls } from '@matrimony/session/testing';
import routes from '../src/routes';
import NewTicketPage from '../src/help/NewTicketPage';
import TicketPage from '../src/help/TicketPage';
import TicketsPage from '../src/help/TicketsPage';
import { mount } from './mount';
import { fakeFetch, problem, type Sent } from './support/conversations';
import { receipt, ticket, ticketSummary, TICKET_NUMBER } from './support/help-tickets';

const TICKETS = '/api/notify/tickets';
const page = (items: ReturnType<typeof ticketSummary>[]) =>
  Response.json({ items, page: 1, pageSize: 20, total: items.length });

const mountThread = (number = TICKET_NUMBER) =>
  mount(
    <Routes>
      <Route path="/help/tickets/:number" element={<TicketPage />} />
    </Routes>,
    { url: `/help/tickets/${number}` }
  );

describe('help tickets (interaction)', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
  });
  const serve = (answer: (request: Sent) => Response | Promise<Response>) => (fetchOf = fakeFetch(answer));

  it('registers the list, the form and the thread for members', () => {
    expect(routes.map((route) => [route.path, route.access])).to.deep.include.members([
      ['/help/tickets', 'member'],
      ['/help/tickets/new', 'member'],
      ['/help/tickets/:number', 'member']
    ]);
  });

  it('with no tickets, says so and offers "Write to us"', async () => {
    serve(() => page([]));
    await mount(<TicketsPage />, { url: '/help/tickets' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No messages yet' })).to.exist;
    expect(screen.getByRole('heading', { level: 1, name: 'Your messages to us' })).to.exist;
    const links = screen.getAllByRole('link', { name: 'Write to us' });
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/help/tickets/new',
      '/help/tickets/new'
    ]);
  });

  it('lists each ticket with its number, the member’s status label, last activity and unread replies', async () => {
    serve(() =>
      page([
        ticketSummary({ unreadReplies: 1 }),
        ticketSummary({ number: 'T1000007', subject: 'Photo not showing', status: 'resolved' })
      ])
    );
    await mount(<TicketsPage />, { url: '/help/tickets' });
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).to.deep.equal([
      `/help/tickets/${TICKET_NUMBER}`,
      '/help/tickets/T1000007'
    ]);
    expect(rows[0]!.textContent).to.contain('New reply: Charged twice for Premium');
    expect(rows[0]!.textContent).to.contain('Waiting for you');
    expect(rows[0]!.textContent).to.contain(`${TICKET_NUMBER} · last activity 20 Nov 2026, 12:00 pm`);
    expect(rows[1]!.textContent).to.contain('Resolved');
    expect(rows[1]!.textContent).not.to.contain('New reply');
  });

  it('the form checks each field, and asks for a receipt only for a payment', async () => {
    const user = userEvent.setup();
    serve(() => Response.json({ items: [receipt()] }));
    await mount(<NewTicketPage />, { url: '/help/tickets/new' });

    const group = screen.getByRole('group', { name: /What is it about\?/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent)
    ).to.deep.equal(TICKET_CATEGORIES.map((category) => category.label));
    expect(screen.queryByRole('combobox', { name: 'Receipt' })).to.equal(null);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(TICKET_FORM_ERRORS.category)).to.exist;
    expect(screen.getByText(TICKET_FORM_ERRORS.subject)).to.exist;
    expect(screen.getByText(TICKET_FORM_ERRORS.message)).to.exist;
    expect(screen.getByRole('textbox', { name: /Subject/ }).getAttribute('aria-invalid')).to.equal('true');
    expect(fetchOf!.sent.filter((request) => request.method === 'POST')).to.have.length(0);

    await user.click(screen.getByRole('radio', { name: 'A payment or refund' }));
    const picker = await screen.findByRole('combobox', { name: 'Receipt' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent)
      ).to.deep.equal(['No particular receipt', 'MAT-2026-000042 · Premium, 1 month · ₹499 · 20 Nov 2026'])
    );
    await user.click(screen.getByRole('radio', { name: 'My account' }));
    expect(screen.queryByRole('combobox', { name: 'Receipt' })).to.equal(null);
  });

  it('sends the ticket with the chosen receipt and shows its number, when we reply and the way to the thread', async () => {
    const user = userEvent.setup();
    serve((request) => {
      if (request.path === '/api/billing/receipts') return Response.json({ items: [receipt()] });
      return Response.json(
        {
          number: TICKET_NUMBER,
          title: 'Message Sent Successfully!',
          description: `Your ticket number is ${TICKET_NUMBER}. We will reply within 4 hours.`
        },
        { status: 201 }
      );
    });
    await mount(<NewTicketPage />, { url: '/help/tickets/new?grievance=1' });

    expect(
      (screen.getByRole('checkbox', { name: 'This is a grievance' }) as HTMLInputElement).checked
    ).to.equal(true);
    expect(screen.getByRole('link', { name: 'Grievance Officer' }).getAttribute('href')).to.equal(
      '/help-support#grievance-officer'
    );
    expect(screen.getByText(/acknowledge a grievance within 24 hours and resolve it within 15 days/)).to
      .exist;
    await user.click(screen.getByRole('radio', { name: 'A payment or refund' }));
    const picker = await screen.findByRole('combobox', { name: 'Receipt' });
    await screen.findByRole('option', { name: /MAT-2026-000042/ });
    await user.selectOptions(picker, 'MAT-2026-000042');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Charged twice');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Two payments this morning.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).to.contain(
      `Your ticket number is ${TICKET_NUMBER}. We will reply within 4 hours.`
    );
    expect(
      within(status)
        .getByRole('link', { name: `Open ticket ${TICKET_NUMBER}` })
        .getAttribute('href')
    ).to.equal(`/help/tickets/${TICKET_NUMBER}`);
    const post = fetchOf!.sent.find((request) => request.method === 'POST')!;
    expect(post.path).to.equal(TICKETS);
    expect(post.body).to.deep.equal({
      category: 'payment',
      subject: 'Charged twice',
      message: 'Two payments this morning.',
      grievance: true,
      receiptNumber: 'MAT-2026-000042'
    });
  });

  it('puts the service’s field messages under their fields, and a foreign receipt under the receipt', async () => {
    const user = userEvent.setup();
    let answer = 0;
    serve((request) => {
      if (request.path === '/api/billing/receipts') return Response.json({ items: [receipt()] });
      answer += 1;
      if (answer === 1)
        return new Response(
          JSON.stringify({
            status: 400,
            code: 'validation_failed',
            title: 'Validation Failed',
            errors: { subject: 'must be at most 200 characters' }
          }),
          { status: 400, headers: { 'content-type': 'application/problem+json' } }
        );
      return problem(403, 'receipt_not_yours', 'Receipt Not Found');
    });
    await mount(<NewTicketPage />, { url: '/help/tickets/new' });
    await user.click(screen.getByRole('radio', { name: 'A payment or refund' }));
    const picker = await screen.findByRole('combobox', { name: 'Receipt' });
    await screen.findByRole('option', { name: /MAT-2026-000042/ });
    await user.selectOptions(picker, 'MAT-2026-000042');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Charged twice');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Two payments.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('must be at most 200 characters')).to.exist;
    expect(document.activeElement).to.equal(screen.getByRole('textbox', { name: /Subject/ }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SUPPORT_MESSAGES.receiptNotYours.description)).to.exist;
    expect(picker.getAttribute('aria-invalid')).to.equal('true');
  });

  it('the thread shows our replies with the staff name, the reply due time, and no notes', async () => {
    serve(() => Response.json(ticket()));
    const { container } = await mountThread();
    expect(await screen.findByRole('heading', { level: 1, name: 'Charged twice for Premium' })).to.exist;
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.author)).to.deep.equal(['requester', 'staff']);
    expect(items[0]!.querySelector('strong')!.textContent).to.equal('You');
    expect(items[1]!.querySelector('strong')!.textContent).to.equal('Anita from Support');
    expect(screen.getByText('Waiting for you')).to.exist;
    expect(screen.getByText('Reply due by 21 Nov 2026, 12:00 pm')).to.exist;
    expect(screen.getByRole('button', { name: 'Mark as resolved' })).to.exist;
    expect(container.textContent).not.to.match(/note/i);
    const headings = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(headings).to.deep.equal(['H1', 'H2']);
  });

  it('a reply is sent and the answered ticket replaces the thread; "Mark as resolved" closes it', async () => {
    const user = userEvent.setup();
    const resolved = ticket({ status: 'resolved', replyDueBy: null });
    serve((request) => {
      if (request.method === 'GET') return Response.json(ticket());
      if (request.path.endsWith('/close')) return Response.json(resolved);
      const text = (request.body as { text: string }).text;
      return Response.json(
        ticket({
          status: 'waiting-for-us',
          messages: [
            ...ticket().messages,
            { id: 'm3', author: 'requester', authorName: 'You', text, sentAt: '2026-11-20T07:00:00.000Z' }
          ]
        })
      );
    });
    await mountThread();
    const box = await screen.findByRole('textbox', { name: /Your reply/ });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText(TICKET_FORM_ERRORS.message)).to.exist;

    await user.type(box, 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getByText('Thank you!')).to.exist);
    expect((box as HTMLTextAreaElement).value).to.equal('');
    expect(fetchOf!.sent.find((request) => request.method === 'POST')).to.deep.include({
      path: `${TICKETS}/${TICKET_NUMBER}/messages`,
      body: { text: 'Thank you!' }
    });

    await user.click(screen.getByRole('button', { name: 'Mark as resolved' }));
    await waitFor(() => expect(screen.getByText('Resolved')).to.exist);
    expect(screen.queryByRole('button', { name: 'Mark as resolved' })).to.equal(null);
    expect(screen.queryByText(/Reply due by/)).to.equal(null);
    expect(screen.getByText(/replying opens it again/)).to.exist;
  });

  it('a ticket that is not the member’s shows not found, with the way back to the list', async () => {
    serve(() => problem(404, 'ticket_not_found', 'Ticket Not Found'));
    await mountThread('T1000099');
    expect(await screen.findByRole('heading', { level: 2, name: SUPPORT_MESSAGES.ticketNotFound.title })).to
      .exist;
    expect(screen.getByRole('link', { name: 'Back to your messages' }).getAttribute('href')).to.equal(
      '/help/tickets'
    );
  });
});
