import { expect } from 'chai';
import { createAppStore, memberStateLoaded, sessionStarted } from '@matrimony/session';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { GRIEVANCE_TIMELINES, SUPPORT_MESSAGES, TICKET_FORM_ERRORS } from '@matrimony/catalog/support';
import { openGrievance, type LinkedTicket } from '../src/api/help-desk';
import HelpSupportPage from '../src/help/HelpSupportPage';
import { checkGrievance, grievanceFailure } from '../src/help/grievance-form';
import SupportTicketPage, { LinkInvalid, Ticket } from '../src/support-ticket/SupportTicketPage';
import { linkPageState } from '../src/support-ticket/link-page-state';
import { count, renderPage, textOf } from './render';

function memberStore() {
  const store = createAppStore();
  store.dispatch(
    sessionStarted({
      user: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', roles: [] },
      event: 'restore'
    })
  );
  store.dispatch(
    memberStateLoaded({ profile: null, subscription: null, isPremium: false, justExpired: false })
  );
  return store;
}

const headingLevels = (html: string) =>
  [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

const linkedTicket: LinkedTicket = {
  number: 'T1000042',
  kind: 'contact',
  category: null,
  subject: 'Cannot sign in',
  status: 'resolved',
  createdAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  unreadReplies: 0,
  receiptNumber: null,
  messages: [
    {
      id: 'm1',
      author: 'requester',
      authorName: 'Ravi',
      text: 'The code never arrives.',
      sentAt: '2026-11-20T04:00:00.000Z'
    },
    {
      id: 'm2',
      author: 'staff',
      authorName: 'Anita',
      text: 'We have fixed it.',
      sentAt: '2026-11-20T06:30:00.000Z'
    }
  ],
  replyDueBy: null,
  resolveBy: null
};

describe('help desk pages (mf-public)', () => {
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);

  it('the help page says how a visitor reaches us, the reply promise, the Grievance Officer and the timelines', () => {
    const html = renderPage(HelpSupportPage, '/help-support');
    const text = textOf(html);
    expect(text).to.contain('We reply within 24 hours; Premium members hear from us within 4 hours.');
    expect(html).to.contain('href="/contact"');
    expect(html).to.contain('<h2 id="grievance-officer">Grievance Officer</h2>');
    expect(text).to.contain('acknowledge every complaint within 24 hours and resolve it within 15 days');
    expect(text).to.contain(GRIEVANCE_TIMELINES);
    for (const field of ['name', 'email', 'subject', 'message'])
      expect(html).to.match(new RegExp(`<label[^>]*for="grievance-${field}"`));
    expect(html).to.match(/<button[^>]*type="submit"[^>]*>File grievance<\/button>/);
    expect(html).not.to.contain('href="/help/tickets/new');
    expect(count(html, '<h1')).to.equal(1);
    const levels = headingLevels(html);
    for (let i = 1; i < levels.length; i += 1)
      expect(levels[i]! - levels[i - 1]!, `heading ${i}`).to.be.at.most(1);
  });

  it('the help page sends a signed-in member to "Write to us", with the grievance box for a grievance', () => {
    const html = renderPage(HelpSupportPage, '/help-support', memberStore());
    expect(html).to.match(/<a[^>]*href="\/help\/tickets\/new"[^>]*>Write to us<\/a>/);
    expect(html).to.contain('href="/help/tickets/new?grievance=1"');
    expect(html).not.to.contain('grievance-email');
    expect(html).to.contain('<h2 id="grievance-officer">Grievance Officer</h2>');
  });

  it('the grievance form checks each field before sending, and puts the service’s field messages on them', () => {
    expect(checkGrievance({ name: ' ', email: 'asha', subject: '', message: '' })).to.deep.equal({
      ok: false,
      errors: {
        name: TICKET_FORM_ERRORS.name,
        email: TICKET_FORM_ERRORS.email,
        subject: TICKET_FORM_ERRORS.subject,
        message: TICKET_FORM_ERRORS.message
      }
    });
    expect(
      checkGrievance({
        name: 'Asha ',
        email: 'asha@example.com',
        subject: 'Fake profile',
        message: 'Details'
      })
    ).to.deep.equal({
      ok: true,
      body: { name: 'Asha', email: 'asha@example.com', subject: 'Fake profile', message: 'Details' }
    });
    const refused = {
      status: 400,
      code: 'validation_failed',
      title: 'Validation Failed',
      detail: undefined,
      errors: { email: 'Please enter a valid e-mail address.' },
      retryAfter: undefined
    };
    expect(grievanceFailure(refused)).to.deep.equal({
      errors: { email: 'Please enter a valid e-mail address.' }
    });
  });

  it('files the grievance with svc-notify and hands back the ticket number', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const fetchImpl = (async (request: Request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return Response.json(
        {
          number: 'T1000042',
          title: 'Message Sent Successfully!',
          description: 'Your ticket number is T1000042.'
        },
        { status: 201 }
      );
    }) as unknown as typeof fetch;
    const body = { name: 'Asha', email: 'asha@example.com', subject: 'Fake profile', message: 'Details' };
    expect((await openGrievance(body, fetchImpl)).number).to.equal('T1000042');
    expect(sent).to.deep.equal([{ path: '/api/notify/grievances', body: { ...body, locale: 'en' } }]);
  });

  it('the link page is rendered on the server with no ticket, kept out of search engines', () => {
    const html = renderPage(SupportTicketPage, '/support-ticket?token=abc.def');
    expect(html).to.contain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).to.contain('<h1>Your ticket</h1>');
    expect(html).not.to.contain('Reply');
  });

  it('a link that names no ticket says so, with the way to the contact form', () => {
    const result = { isLoading: false, isUninitialized: false };
    const invalid = { status: 404, code: 'ticket_link_invalid', title: 'Link Not Valid', errors: {} };
    expect(linkPageState({ inBrowser: false, token: 'a.b', result })).to.equal('opening');
    expect(linkPageState({ inBrowser: true, token: '', result })).to.equal('invalid');
    expect(linkPageState({ inBrowser: true, token: 'a.b', result: { ...result, error: invalid } })).to.equal(
      'invalid'
    );
    expect(
      linkPageState({
        inBrowser: true,
        token: 'a.b',
        result: { ...result, error: { ...invalid, status: 503, code: 'service_unavailable' } }
      })
    ).to.equal('failed');
    const html = renderPage(LinkInvalid);
    expect(html).to.contain(`<h1>${SUPPORT_MESSAGES.ticketLinkInvalid.title}</h1>`);
    expect(textOf(html)).to.contain('This link is not valid');
    expect(html).to.match(/<a[^>]*href="\/contact"/);
  });

  it('the visitor’s thread names who wrote each message, and a resolved ticket opens again on a reply', () => {
    function LinkedTicketPage() {
      return <Ticket token="abc.def" ticket={linkedTicket} />;
    }
    const html = renderPage(LinkedTicketPage);
    expect(html).to.match(/data-author="requester"[^>]*><header><strong>You<\/strong>/);
    expect(html).to.match(/data-author="staff"[^>]*><header><strong>Anita<\/strong>/);
    expect(textOf(html)).to.contain('Resolved');
    expect(textOf(html)).to.contain('replying opens it again');
    expect(html).to.match(/<label[^>]*for="link-reply"/);
    expect(textOf(html)).not.to.match(/note/i);
  });
});
