// The conversations pages in pseudo-English (a plain Latin letter left on screen is a string that never went through a
// catalogue, which Hindi and Tamil readers would get in English), then in Hindi and Tamil. Member data (names, the
// messages' own text) and dates are named as allowed: dates follow the language by @matrimony/catalog/date-format.
import { expect } from 'chai';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { allCatalogTexts } from '@matrimony/catalog/catalog-text-sources';
import { CONVERSATION_MESSAGES, LEFT_MEMBER_NAME } from '@matrimony/catalog/conversations';
import { formatDate, formatTime, formatWeekdayDate } from '@matrimony/catalog/date-format';
import { setLocale } from '@matrimony/i18n';
import { activatePseudoEnglish, pseudoText, restoreEnglish, unlocalizedTexts } from '@matrimony/i18n/pseudo';
import { relativeRequestUrls } from '@matrimony/session/testing';
import MessagesPage from '../src/messages/MessagesPage';
import OpenConversationPage from '../src/messages/OpenConversationPage';
import ThreadPage from '../src/messages/ThreadPage';
import { writeDraft } from '../src/messages/use-draft';
import { mount } from './mount';
import {
  CONVERSATION_ID,
  conversation,
  fakeFetch,
  message,
  OTHER_PROFILE_ID,
  page,
  type Sent
} from './support/conversations';

const SENT_AT = '2025-11-20T05:00:00.000Z';
const LEFT_ID = '64b0000000000000000000c3';
const theirs = message({
  sentAt: SENT_AT,
  sender: 'them',
  text: 'Pay me 500 on UPI',
  warning: 'payment-handle'
});
const linked = message({ sentAt: SENT_AT, sender: 'them', text: 'See example.com', warning: 'link' });
const mineRead = message({ sentAt: SENT_AT, readAt: SENT_AT, text: 'Hello there' });
const mineSent = message({ sentAt: SENT_AT, text: 'Are you there' });
const draft = 'd'.repeat(950);

/** What members wrote and who they are, shown as it is in every language; dates in the page's language. */
const ALLOWED = [
  draft,
  'Arjun Kumar',
  'Arjun',
  'Meena Iyer',
  'Pay me 500 on UPI',
  'See example.com',
  'Hello there',
  'Are you there',
  'Half a thought',
  'Matrimony',
  formatWeekdayDate(SENT_AT),
  formatTime(SENT_AT),
  formatDate(SENT_AT)
];

const listed = [
  conversation({
    unreadCount: 3,
    lastMessage: { id: theirs.id, text: 'Pay me 500 on UPI', mine: false, sentAt: SENT_AT }
  } as never),
  conversation({
    id: '64b0000000000000000000c2',
    other: { profileId: '64b000000000000000000003', displayName: 'Meena Iyer', photoUrl: null },
    lastMessage: { id: mineRead.id, text: 'Hello there', mine: true, sentAt: SENT_AT }
  } as never),
  conversation({
    id: LEFT_ID,
    other: { profileId: '64b000000000000000000004', displayName: LEFT_MEMBER_NAME, photoUrl: null },
    status: 'ended',
    endReason: 'left'
  }),
  conversation({ id: '64b0000000000000000000c4' })
];

/** Answers every conversation route the pages call. */
function answer(request: Sent): Response {
  if (request.path === '/api/notify/conversations')
    return Response.json({ items: listed, nextBefore: '64b0000000000000000000c4', unreadCount: 3 });
  if (request.path.startsWith('/api/notify/conversations/with/'))
    return Response.json({ status: 404, code: 'not_found', title: 'Not Found' }, { status: 404 });
  if (request.path.includes(LEFT_ID))
    return Response.json(
      page([theirs], { conversation: listed[2]!, hasOlder: false } as never) as unknown as object
    );
  if (request.method === 'POST' && request.path.endsWith('/messages'))
    return Response.json(
      {
        status: 429,
        code: 'message_rate_limited',
        title: 'Too Many Requests',
        detail: CONVERSATION_MESSAGES.tooFast.description,
        retryAfter: 30
      },
      { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '30' } }
    );
  if (request.method === 'POST') return Response.json({ unreadCount: 0 });
  return Response.json(page([theirs, linked, mineRead, mineSent]));
}

const thread = (id = CONVERSATION_ID) =>
  mount(
    <Routes>
      <Route path="/messages/:conversationId" element={<ThreadPage />} />
    </Routes>,
    { url: `/messages/${id}` }
  );

/** Each screen: mounts it, brings it to the state shown, and returns its root. */
const screens: Record<string, () => Promise<HTMLElement>> = {
  'the list': async () => {
    const { container } = await mount(<MessagesPage />, { url: '/messages' });
    await waitFor(() => expect(container.textContent).to.contain('Meena Iyer'));
    return container;
  },
  'a thread with warnings, ticks, the counter and a message refused by the limit': async () => {
    writeDraft(CONVERSATION_ID, 'Half a thought');
    const user = userEvent.setup();
    const { container } = await thread();
    const box = await screen.findByRole('textbox');
    await user.click(screen.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(within(screen.getByRole('log')).getByRole('alert')).to.exist);
    await user.click(box);
    await user.paste(draft);
    await waitFor(() => expect(container.querySelectorAll('[data-tick]').length).to.equal(2));
    return container;
  },
  'the report dialog': async () => {
    const user = userEvent.setup();
    const { baseElement } = await thread();
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).to.have.length(4));
    await user.click(within(log).getAllByRole('button')[0]!);
    await screen.findByRole('dialog');
    return baseElement as HTMLElement;
  },
  'a thread whose member left': async () => {
    const { container } = await thread(LEFT_ID);
    await waitFor(() => expect(container.querySelectorAll('[role="status"]').length).to.be.above(0));
    return container;
  },
  'a conversation that is not there': async () => {
    const { container } = await thread('nope');
    return container;
  },
  'no conversation with a member': async () => {
    const { container } = await mount(
      <Routes>
        <Route path="/messages/with/:profileId" element={<OpenConversationPage />} />
      </Routes>,
      { url: `/messages/with/${OTHER_PROFILE_ID}` }
    );
    await waitFor(() => expect(container.querySelector('h2, h1, [role="alert"]')).to.exist, {
      timeout: 5000
    });
    return container;
  }
};

describe('conversations in pseudo-English (no text outside the catalogues)', function () {
  this.timeout(30000);
  const urls = relativeRequestUrls();
  const catalogTexts = allCatalogTexts();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(async () => {
    urls.install();
    fetchOf = fakeFetch(answer);
    await activatePseudoEnglish(catalogTexts);
  });
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
  after(async () => {
    fetchOf?.restore();
    urls.restore();
    await restoreEnglish(catalogTexts);
  });

  for (const [name, show] of Object.entries(screens)) {
    it(`${name} shows only translated text`, async () => {
      const root = await show();
      expect(root.textContent, 'rendered something').to.not.equal('');
      expect(unlocalizedTexts(root, ALLOWED)).to.deep.equal([]);
    });
  }

  it('reads the catalog texts through the dictionaries (the safety note, the limit refusal)', async () => {
    const root =
      await screens['a thread with warnings, ticks, the counter and a message refused by the limit']!();
    expect(root.textContent).to.contain(pseudoText('Stay safe'));
    expect(root.textContent).to.contain(pseudoText(CONVERSATION_MESSAGES.tooFast.description));
    expect(root.textContent).to.contain(pseudoText('50 characters left'));
  });
});

describe('conversations in Hindi and Tamil', function () {
  this.timeout(30000);
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(() => {
    urls.install();
    fetchOf = fakeFetch(answer);
  });
  afterEach(async () => {
    cleanup();
    window.sessionStorage.clear();
    await setLocale('en', { remember: false });
  });
  after(() => {
    fetchOf?.restore();
    urls.restore();
  });

  it('writes the list in Hindi', async () => {
    await setLocale('hi', { remember: false });
    const { container } = await mount(<MessagesPage />, { url: '/messages' });
    await waitFor(() => expect(container.textContent).to.contain('पूर्व सदस्य'), { timeout: 20000 });
    const text = container.textContent!;
    expect(container.querySelector('h1')!.textContent).to.equal('संदेश');
    expect(text).to.contain('आप: Hello there');
    expect(text).to.contain('यह सदस्य अब यहाँ नहीं है।');
    expect(text).to.contain('3 अपठित');
    expect(text).to.contain('और बातचीत दिखाइए');
  });

  it('writes a thread in Hindi: the safety note, the warnings, the ticks and the composer', async () => {
    await setLocale('hi', { remember: false });
    const { container } = await thread();
    await waitFor(() => expect(container.textContent).to.contain('सुरक्षित रहिए'), { timeout: 20000 });
    expect(screen.getByRole('log').getAttribute('aria-label')).to.equal('Arjun Kumar के साथ संदेश');
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes[0]).to.match(/^इस संदेश में एक पेमेंट आईडी \(UPI\) है।/);
    expect(screen.getByRole('img', { name: 'पढ़ लिया गया' }).textContent).to.equal('✓✓');
    expect(screen.getByRole('textbox').getAttribute('placeholder')).to.equal('संदेश लिखिए');
    expect(screen.getAllByRole('button', { name: 'रिपोर्ट करें' })).to.have.length(2);
  });

  it('writes a thread in Tamil, with the counter by its plural', async () => {
    await setLocale('ta', { remember: false });
    const user = userEvent.setup();
    const { container } = await thread();
    await waitFor(() => expect(container.textContent).to.contain('பாதுகாப்பாக இருங்கள்'), { timeout: 20000 });
    await user.click(screen.getByRole('textbox'));
    await user.paste('d'.repeat(999));
    expect(container.textContent).to.contain('1 எழுத்து மீதம்');
    expect(screen.getByRole('button', { name: 'அனுப்புங்கள்' })).to.exist;
  });
});
