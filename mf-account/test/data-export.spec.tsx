import { expect } from 'chai';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { DATA_EXPORT_MESSAGES } from '@matrimony/catalog/messages';
import type { DataExport } from '@matrimony/contracts/http/identity/exports';
import { ApiProblem, networkProblem, problemFrom, problemMessage } from '@matrimony/session';
import { theme } from '@matrimony/ui';
import {
  archiveFileName,
  exportAnnouncement,
  exportHistoryLine,
  prepareFailure,
  withExport
} from '../src/settings/my-data/data-export';
import { DataExportPanel, type DataExportPanelProps } from '../src/settings/my-data/DataExportPanel';
import { buttonTag, isDisabled } from './render';

const PARTS = ['identity', 'profile', 'billing', 'notify'] as const;

const preparing = (change: Partial<DataExport> = {}): DataExport => ({
  id: '0b6f3c1e-8a4f-4e55-9d7e-3f1c2b5a6d70',
  status: 'preparing',
  requestedAt: '2026-05-20T09:44:30.000Z',
  partsReceived: ['identity', 'profile'],
  partsExpected: [...PARTS],
  readyAt: null,
  expiresAt: null,
  archivePath: null,
  ...change
});

const ready = (change: Partial<DataExport> = {}): DataExport =>
  preparing({
    status: 'ready',
    partsReceived: [...PARTS],
    readyAt: '2026-05-20T09:45:00.000Z',
    expiresAt: '2026-05-21T09:45:00.000Z',
    archivePath: '/exports/0b6f3c1e-8a4f-4e55-9d7e-3f1c2b5a6d70/archive',
    ...change
  });

const expired = (change: Partial<DataExport> = {}): DataExport =>
  ready({ status: 'expired', archivePath: null, ...change });

/** A failed call as the session's API client throws it. */
const thrown = (status: number, body: object, retryAfterHeader: string | null = null) =>
  new ApiProblem(problemFrom(status, '', retryAfterHeader, JSON.stringify(body)));

const noop = () => undefined;

/** Server-renders the panel in one state (the hook's answers given directly, as the client would have them). */
function render(state: Partial<DataExportPanelProps>): string {
  const props: DataExportPanelProps = {
    exports: [],
    loadFailure: undefined,
    failure: undefined,
    watchFailure: undefined,
    requesting: false,
    downloading: false,
    announcement: '',
    prepare: noop,
    download: noop,
    reload: noop,
    resumeWatching: noop,
    statusRef: { current: null },
    ...state
  };
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <DataExportPanel {...props} />
    </ThemeProvider>
  );
}

/** The page's text without tags (what is read out, roughly). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('settings: download my data (states)', () => {
  it('says what the copy holds, how soon, for how long and for whom, before anything is asked for', () => {
    const text = textOf(render({ exports: [] }));
    for (const part of [
      'your profile and photos',
      'your interests and matches',
      'your payments and receipts',
      'your notifications and settings',
      'the consent you gave when you registered'
    ])
      expect(text).to.contain(part);
    expect(text).to.contain('within a minute').and.contain('works for 24 hours, and only for you');
  });

  it('while the earlier requests load: says so, and offers no button yet', () => {
    const html = render({ exports: undefined });
    expect(html).to.contain('Looking for your earlier requests…');
    expect(buttonTag(html, 'Prepare my data')).to.equal(undefined);
  });

  it('with no export yet: "Prepare my data", and a live region ready to announce progress', () => {
    const html = render({ exports: [] });
    expect(html).to.contain('You have not asked for a copy of your data yet.');
    expect(isDisabled(buttonTag(html, 'Prepare my data'))).to.equal(false);
    expect(buttonTag(html, 'Download (zip)')).to.equal(undefined);
    expect(html).to.match(/<span[^>]*role="status"[^>]*><\/span>/);
  });

  it('while asking: the button is busy', () => {
    const html = render({ exports: [], requesting: true });
    expect(html).to.match(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>.*Asking…/);
  });

  it('preparing: the parts gathered of those expected, as text and a progress bar, announced; no buttons', () => {
    const html = render({ exports: [preparing()], announcement: exportAnnouncement(preparing()) });
    expect(html).to.match(/<p[^>]*tabindex="-1"[^>]*>Preparing your data: 2 of 4 parts gathered\.<\/p>/);
    expect(html).to.match(/role="progressbar"[^>]*aria-valuemax="4" aria-valuenow="2"/);
    expect(html).to.match(/role="status"[^>]*>2 of 4 parts gathered\.</);
    expect(html).to.not.contain('<button');
  });

  it('preparing, when asking about it failed: the problem and "Check again"', () => {
    const html = render({
      exports: [preparing()],
      watchFailure: problemMessage(new ApiProblem(networkProblem()))
    });
    expect(html).to.match(/role="alert"[^>]*><p><strong>We could not check on your copy\.<\/strong>/);
    expect(buttonTag(html, 'Check again')).to.not.equal(undefined);
  });

  it('ready: "Download (zip)" and until when (India time), and a new copy can be asked for', () => {
    const html = render({ exports: [ready()] });
    expect(textOf(html)).to.contain('Your data is ready. You can download it until 21 May 2026, 3:15 pm.');
    expect(isDisabled(buttonTag(html, 'Download (zip)'))).to.equal(false);
    expect(buttonTag(html, 'Prepare a new copy')).to.not.equal(undefined);
    expect(html).to.not.contain('progressbar');
  });

  it('ready, downloading: the download button is busy; a refusal shows the service’s words', () => {
    expect(render({ exports: [ready()], downloading: true })).to.match(
      /<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>.*Downloading…/
    );
    const gone = thrown(410, {
      code: 'export_expired',
      title: DATA_EXPORT_MESSAGES.exportExpired.title,
      detail: DATA_EXPORT_MESSAGES.exportExpired.description
    });
    const html = render({ exports: [ready()], failure: problemMessage(gone) });
    expect(textOf(html)).to.contain(
      'Download Expired This download has expired. Please ask for a new copy of your data.'
    );
    expect(html).to.match(/role="alert"/);
  });

  it('expired: no longer available, and "Prepare my data" to ask again', () => {
    const html = render({ exports: [expired()] });
    expect(html).to.contain('Your last copy is no longer available.');
    expect(buttonTag(html, 'Download (zip)')).to.equal(undefined);
    expect(isDisabled(buttonTag(html, 'Prepare my data'))).to.equal(false);
  });

  it('after too many requests: the service’s detail and when to try again', () => {
    const limited = thrown(
      429,
      {
        code: 'too_many_requests',
        title: DATA_EXPORT_MESSAGES.tooManyExports.title,
        detail: DATA_EXPORT_MESSAGES.tooManyExports.description
      },
      '3600'
    );
    const html = render({
      exports: [expired()],
      failure: prepareFailure(limited, new Date('2026-05-20T10:00:00.000Z'))
    });
    expect(textOf(html)).to.contain(
      'Too Many Requests You can ask for a copy of your data 3 times a day. Please try again later. You can ask again after 20 May 2026, 4:30 pm.'
    );
  });

  it('when the earlier requests could not be read: the problem with a retry, and a copy can still be asked for', () => {
    const html = render({
      exports: undefined,
      loadFailure: thrown(503, {
        code: 'unavailable',
        title: 'Service Unavailable',
        detail: 'Please try again shortly.'
      })
    });
    expect(textOf(html)).to.contain('Your earlier requests could not be loaded Please try again shortly.');
    expect(buttonTag(html, 'Try again')).to.not.equal(undefined);
    expect(buttonTag(html, 'Prepare my data')).to.not.equal(undefined);
  });

  it('lists the earlier requests below the newest, each with what became of it', () => {
    const older = expired({ id: 'e2', requestedAt: '2026-05-18T04:30:00.000Z' });
    const html = render({ exports: [ready(), older] });
    expect(textOf(html)).to.contain('Earlier requests Requested 18 May 2026, 10:00 am No longer available');
    expect(render({ exports: [ready()] })).to.not.contain('Earlier requests');
  });
});

describe('settings: download my data (rules)', () => {
  it('puts a new export first and an answer about a known one in its place, keeping five at most', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => expired({ id }));
    expect(withExport(list, preparing({ id: 'n' })).map((item) => item.id)).to.deep.equal([
      'n',
      'a',
      'b',
      'c',
      'd'
    ]);
    const updated = withExport([preparing({ id: 'n' }), ...list.slice(0, 2)], ready({ id: 'n' }));
    expect(updated.map((item) => [item.id, item.status])).to.deep.equal([
      ['n', 'ready'],
      ['a', 'expired'],
      ['b', 'expired']
    ]);
    expect(withExport(undefined, preparing()).length).to.equal(1);
  });

  it('names the archive as the service does, else after the day it was ready', () => {
    expect(archiveFileName('my-data-2026-05-20.zip', ready())).to.equal('my-data-2026-05-20.zip');
    expect(archiveFileName(undefined, ready({ readyAt: '2026-05-19T20:00:00.000Z' }))).to.equal(
      'my-data-2026-05-19.zip'
    );
  });

  it('adds when to try again only to a 429 that says it', () => {
    const now = new Date('2026-05-20T10:00:00.000Z');
    const limited = (retryAfter?: number) =>
      thrown(429, {
        code: 'too_many_requests',
        title: 'Too Many Requests',
        detail: 'Please try again later.',
        retryAfter
      });
    expect(prepareFailure(limited(90), now).description).to.equal(
      'Please try again later. You can ask again after 20 May 2026, 3:31 pm.'
    );
    expect(prepareFailure(limited(), now)).to.deep.equal({
      title: 'Too Many Requests',
      description: 'Please try again later.'
    });
    expect(
      prepareFailure(
        thrown(500, { code: 'other', title: 'Something went wrong', detail: 'Please try again.' }),
        now
      )
    ).to.deep.equal({
      title: 'Something went wrong',
      description: 'Please try again.'
    });
  });

  it('announces progress, readiness, and an export given up, in few words', () => {
    expect(exportAnnouncement(preparing({ partsReceived: ['identity', 'profile', 'notify'] }))).to.equal(
      '3 of 4 parts gathered.'
    );
    expect(exportAnnouncement(ready())).to.equal('Your data is ready to download.');
    expect(exportAnnouncement(expired({ readyAt: null, expiresAt: null }))).to.equal(
      'Your copy could not be prepared. Please ask again.'
    );
  });

  it('describes each earlier request', () => {
    expect(exportHistoryLine(preparing())).to.deep.equal({
      requested: 'Requested 20 May 2026, 3:14 pm',
      outcome: 'Being prepared'
    });
    expect(exportHistoryLine(ready()).outcome).to.equal('Available until 21 May 2026, 3:15 pm');
    expect(exportHistoryLine(expired()).outcome).to.equal('No longer available');
  });
});
