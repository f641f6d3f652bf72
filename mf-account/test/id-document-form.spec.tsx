import { expect } from 'chai';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ID_DOCUMENT_REJECT_REASONS } from '@matrimony/catalog';
import { VERIFICATION_PAGE_MESSAGES } from '@matrimony/catalog/messages';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { verificationApi, type VerificationChecks } from '../src/api/verification-api';
import { VerificationSection } from '../src/settings/verification/VerificationSection';
import { AccountProviders, memberStore } from './render';

type Review = NonNullable<VerificationChecks['id']['review']>;

const withReview = (review: Review | null): VerificationChecks => ({
  mobile: { verified: true },
  id: { verified: false, method: null, verifiedAt: null, review }
});
const pending: Review = {
  status: 'pending',
  kind: 'passport',
  submittedAt: '2026-11-26T04:30:00.000Z',
  decidedAt: null,
  reason: null
};

/** The checks the page reads; any other path is 404 (the development page's probe among them). */
function serveChecks(checks: VerificationChecks) {
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    if (url.pathname === '/api/identity/verification') return Response.json(checks);
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return () => void (globalThis.fetch = real);
}

/** The upload (XMLHttpRequest): what was sent, answered with `answer`. */
function answerUploads(answer: { status: number; body: string }) {
  const real = globalThis.XMLHttpRequest;
  const sent: { method: string; url: string; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    status = 0;
    statusText = '';
    responseText = '';
    private opened = { method: '', url: '' };
    open(method: string, url: string) {
      this.opened = { method, url };
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push({ ...this.opened, form });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => void (globalThis.XMLHttpRequest = real) };
}

async function mountSection(checks: VerificationChecks) {
  const store = await memberStore();
  await (store.dispatch as (action: unknown) => Promise<unknown>)(
    verificationApi.util.upsertQueryData('verification', undefined, checks)
  );
  return render(
    <AccountProviders store={store} url="/settings#verification">
      <VerificationSection />
    </AccountProviders>
  );
}

const photo = (bytes = 4) => new File([new Uint8Array(bytes)], 'pan.jpg', { type: 'image/jpeg' });

describe('settings: Verification by a photo of an ID document', () => {
  const urls = relativeRequestUrls();
  const restores: Array<() => void> = [];
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    while (restores.length > 0) restores.pop()!();
  });

  it('offers the photo of another ID below the Aadhaar form, saying what happens to it', async () => {
    restores.push(serveChecks(withReview(null)));
    await mountSection(withReview(null));
    expect(screen.getByRole('heading', { name: 'Or upload a photo of another ID' })).to.exist;
    const kind = screen.getByLabelText(/^Document/) as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).to.deep.equal([
      'Choose a document',
      'PAN card',
      'Passport',
      'Voter ID',
      'Driving licence'
    ]);
    const file = screen.getByLabelText(/^Photo of the document/) as HTMLInputElement;
    expect(file.type).to.equal('file');
    expect(file.accept).to.equal('image/jpeg,image/png,image/webp');
    expect(screen.getByText(/within 24 hours/).textContent)
      .to.contain('deleted once they decide')
      .and.contain('7 days at most')
      .and.contain('never keep the document’s number');
  });

  it('shows a waiting document with its date instead of the form', async () => {
    restores.push(serveChecks(withReview(pending)));
    await mountSection(withReview(pending));
    const status = screen.getByText(/Waiting for a moderator since/);
    expect(status.textContent).to.contain('26 Nov 2026').and.contain('Passport');
    expect(screen.queryByLabelText(/^Photo of the document/)).to.equal(null);
    expect(screen.getByText('Waiting for a moderator.')).to.exist;
  });

  it('shows the reason of a refused document, and the form to send another', async () => {
    const rejected: Review = {
      ...pending,
      status: 'rejected',
      decidedAt: '2026-11-26T09:00:00.000Z',
      reason: 'details-mismatch'
    };
    restores.push(serveChecks(withReview(rejected)));
    await mountSection(withReview(rejected));
    const alert = screen.getAllByRole('alert').find((each) => each.textContent?.includes('Was Not Accepted'));
    expect(alert!.textContent).to.contain(
      ID_DOCUMENT_REJECT_REASONS.find((reason) => reason.id === 'details-mismatch')!.text
    );
    expect(screen.getByLabelText(/^Photo of the document/)).to.exist;
  });

  it('says an expired document was not checked in time', async () => {
    const expired: Review = { ...pending, status: 'expired', decidedAt: '2026-12-03T05:00:00.000Z' };
    restores.push(serveChecks(withReview(expired)));
    await mountSection(withReview(expired));
    expect(screen.getByText(/Not Checked in Time/).closest('[role="alert"]')!.textContent).to.contain(
      'its image was deleted'
    );
  });

  it('asks for the document before sending anything, then sends the photo with its kind and shows it waiting', async () => {
    restores.push(serveChecks(withReview(pending)));
    const uploads = answerUploads({ status: 201, body: JSON.stringify(withReview(pending)) });
    restores.push(uploads.restore);
    const user = userEvent.setup();
    await mountSection(withReview(null));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    const kind = screen.getByLabelText(/^Document/);
    expect(document.activeElement).to.equal(kind);
    expect(document.getElementById('id-document-kind-error')!.textContent).to.equal(
      VERIFICATION_PAGE_MESSAGES.documentKindNeeded.description
    );
    expect(uploads.sent).to.be.empty;

    await user.selectOptions(kind, 'passport');
    await user.upload(screen.getByLabelText(/^Photo of the document/), photo());
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(screen.getByText(/Waiting for a moderator since/)).to.exist);
    expect(uploads.sent).to.have.length(1);
    const [sent] = uploads.sent;
    expect(sent!.method).to.equal('POST');
    expect(sent!.url).to.equal('/api/identity/verification/documents');
    expect(sent!.form.get('kind')).to.equal('passport');
    expect((sent!.form.get('image') as File).name).to.equal('pan.jpg');
  });

  it('shows the service’s refusal above the button', async () => {
    restores.push(serveChecks(withReview(null)));
    const uploads = answerUploads({
      status: 415,
      body: JSON.stringify({
        type: 'about:blank',
        status: 415,
        code: 'document_not_an_image',
        title: 'Not a Photo',
        detail: 'This file is not a JPEG, PNG or WebP photo.'
      })
    });
    restores.push(uploads.restore);
    const user = userEvent.setup();
    await mountSection(withReview(null));
    await user.selectOptions(screen.getByLabelText(/^Document/), 'pan-card');
    await user.upload(screen.getByLabelText(/^Photo of the document/), photo());
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(screen.getByText('Not a Photo')).to.exist);
    expect(document.activeElement!.textContent).to.contain('This file is not a JPEG, PNG or WebP photo.');
  });
});
