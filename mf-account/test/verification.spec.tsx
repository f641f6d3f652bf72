import { expect } from 'chai';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VERIFICATION_PAGE_MESSAGES } from '@matrimony/catalog/messages';
import { DEV_OFFLINE_EKYC_PAGE } from '@matrimony/session';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { verificationApi, type VerificationChecks } from '../src/api/verification-api';
import { VerificationSection } from '../src/settings/verification/VerificationSection';
import { AccountProviders, memberStore } from './render';

const notVerified: VerificationChecks = {
  mobile: { verified: true },
  id: { verified: false, method: null, verifiedAt: null, review: null }
};
const verified: VerificationChecks = {
  mobile: { verified: true },
  id: {
    verified: true,
    method: 'aadhaar-offline',
    verifiedAt: '2026-11-20T05:00:00.000Z',
    review: null
  }
};

const problemJson = (status: number, code: string, title: string, detail: string) =>
  JSON.stringify({ type: 'about:blank', status, code, title, detail });

/** What the page's upload (XMLHttpRequest) sent, answered with `answer`'s status and body. */
type SentUpload = { method: string; url: string; form: FormData };
function fakeXhr(answer: { status: number; body: string }) {
  const real = globalThis.XMLHttpRequest;
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    onerror?: () => void;
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

/** fetch for the page's reads: the checks (after an upload they are read again) and the development page's probe. */
function fakeFetch({ checks, devPage }: { checks: VerificationChecks; devPage: boolean }) {
  const real = globalThis.fetch;
  const probes: string[] = [];
  globalThis.fetch = (async (input: Request | string, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    if (url.pathname === DEV_OFFLINE_EKYC_PAGE) {
      probes.push(init?.method ?? 'GET');
      return new Response(null, { status: devPage ? 200 : 404 });
    }
    if (url.pathname === '/api/identity/verification') return Response.json(checks);
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return { probes, restore: () => void (globalThis.fetch = real) };
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

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'offlineaadhaar.zip', { type: 'application/zip' });

describe('settings: Verification (interaction)', () => {
  const urls = relativeRequestUrls();
  const restores: Array<() => void> = [];
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    while (restores.length > 0) restores.pop()!();
  });
  const serve = (options: { checks: VerificationChecks; devPage?: boolean }) => {
    const fetches = fakeFetch({ devPage: false, ...options });
    restores.push(fetches.restore);
    return fetches;
  };
  const answerUpload = (answer: { status: number; body: string }) => {
    const xhr = fakeXhr(answer);
    restores.push(xhr.restore);
    return xhr;
  };

  it('shows the mobile verified and the ID not yet, with the Aadhaar form', async () => {
    serve({ checks: notVerified });
    await mountSection(notVerified);
    const checks = screen.getByRole('list', { name: 'Your checks' });
    const [mobile, id] = within(checks).getAllByRole('listitem');
    expect(mobile!.textContent).to.contain('Mobile number').and.contain('Verified');
    expect(id!.textContent).to.contain('ID').and.contain('Not verified yet.');
    expect(screen.getByRole('heading', { name: /Aadhaar Paperless Offline e-KYC/ })).to.exist;
    const file = screen.getByLabelText(/Aadhaar offline e-KYC ZIP file/) as HTMLInputElement;
    expect(file.type).to.equal('file');
    expect(file.accept).to.contain('.zip');
    expect((screen.getByLabelText(/^Share code/) as HTMLInputElement).type).to.equal('password');
    expect(screen.getByRole('button', { name: 'Show share code' })).to.exist;
    expect(screen.getByText(/Aadhaar is voluntary/)).to.exist;
  });

  it('shows an ID verified with its method and date, and no form', async () => {
    serve({ checks: verified });
    await mountSection(verified);
    const [, id] = within(screen.getByRole('list', { name: 'Your checks' })).getAllByRole('listitem');
    expect(id!.textContent).to.contain('Verified with Aadhaar Paperless Offline e-KYC on 20 Nov 2026.');
    expect(screen.queryByRole('button', { name: 'Verify my ID' })).to.equal(null);
    expect(screen.queryByLabelText(/Share code/)).to.equal(null);
  });

  it('asks for the share code before sending anything, and moves focus to it', async () => {
    serve({ checks: notVerified });
    const uploads = answerUpload({ status: 201, body: JSON.stringify(verified) });
    const user = userEvent.setup();
    await mountSection(notVerified);
    await user.upload(screen.getByLabelText(/Aadhaar offline e-KYC ZIP file/), zip());
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    const shareCode = screen.getByLabelText(/^Share code/);
    expect(document.activeElement).to.equal(shareCode);
    expect(shareCode.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById('aadhaar-offline-share-code-error')!.textContent).to.equal(
      VERIFICATION_PAGE_MESSAGES.shareCodeNeeded.description
    );
    expect(uploads.sent).to.be.empty;
  });

  it('sends the ZIP with its share code; on success says so, focused, and shows the ID verified', async () => {
    serve({ checks: verified });
    const uploads = answerUpload({ status: 201, body: JSON.stringify(verified) });
    const user = userEvent.setup();
    await mountSection(notVerified);
    await user.upload(screen.getByLabelText(/Aadhaar offline e-KYC ZIP file/), zip());
    await user.type(screen.getByLabelText(/^Share code/), 'Abc@123');
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).to.contain(VERIFICATION_PAGE_MESSAGES.idVerified.title);
    await waitFor(() => expect(status.parentElement!.contains(document.activeElement)).to.equal(true));
    expect(uploads.sent).to.have.length(1);
    expect(uploads.sent[0]).to.include({ method: 'POST', url: '/api/identity/verification/aadhaar' });
    expect(uploads.sent[0]!.form.get('shareCode')).to.equal('Abc@123');
    expect((uploads.sent[0]!.form.get('file') as File).name).to.equal('offlineaadhaar.zip');
    const [, id] = within(screen.getByRole('list', { name: 'Your checks' })).getAllByRole('listitem');
    expect(id!.textContent).to.contain('Verified with Aadhaar Paperless Offline e-KYC');
    expect(screen.queryByRole('button', { name: 'Verify my ID' })).to.equal(null);
  });

  for (const [code, title, detail] of [
    [
      'wrong_share_code',
      'Wrong Share Code',
      'The share code does not open this file. Please type the share code you chose when you downloaded it.'
    ],
    [
      'aadhaar_name_mismatch',
      'Name Does Not Match',
      'The name on your Aadhaar is not the name on your profile.'
    ]
  ] as const) {
    it(`shows the service's message for ${code} beside the form, focused, and keeps the form`, async () => {
      serve({ checks: notVerified });
      const status = code === 'wrong_share_code' ? 400 : 422;
      answerUpload({ status, body: problemJson(status, code, title, detail) });
      const user = userEvent.setup();
      await mountSection(notVerified);
      await user.upload(screen.getByLabelText(/Aadhaar offline e-KYC ZIP file/), zip());
      await user.type(screen.getByLabelText(/^Share code/), 'wrong1');
      await user.click(screen.getByRole('button', { name: 'Verify my ID' }));

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.equal(`${title} ${detail}`);
      await waitFor(() => expect(alert.parentElement!.contains(document.activeElement)).to.equal(true));
      expect(screen.getByRole('button', { name: 'Verify my ID' })).to.exist;
      expect(screen.queryByRole('status')).to.equal(null);
    });
  }

  it('links to the stand-in issuer only where the development page answers', async () => {
    const fetches = serve({ checks: notVerified, devPage: true });
    const dev = await mountSection(notVerified);
    const link = await screen.findByRole('link', { name: /Make a test ZIP/ });
    expect(link.getAttribute('href')).to.equal(DEV_OFFLINE_EKYC_PAGE);
    expect(fetches.probes).to.deep.equal(['HEAD']);
    dev.unmount();
    restores.pop()!();

    const deployed = serve({ checks: notVerified, devPage: false });
    await mountSection(notVerified);
    await waitFor(() => expect(deployed.probes).to.deep.equal(['HEAD']));
    expect(screen.queryByRole('link', { name: /Make a test ZIP/ })).to.equal(null);
  });
});
