import { expect } from 'chai';
import type { verificationRoutes } from '@matrimony/contracts/http/identity/verification';
import type { defineRoute } from '@matrimony/contracts/http/route';
import { setAccessTokenProvider, setTokenRefresher } from '../src/access-token';
import { filenameOf, request, requestBlob, requestFile } from '../src/api-client';
import { apiBaseQuery } from '../src/api';
import { ApiProblem, asProblem, problemMessage } from '../src/problem';
import { upload } from '../src/upload';
import { relativeRequestUrls, signedInStore } from '../src/testing';

type Route = ReturnType<
  typeof defineRoute<{
    name: 'x.get';
    method: 'GET';
    path: '/things/:id';
    auth: 'member';
    summary: 's';
    response: { status: 200 };
    errors: ['thing_gone'];
  }>
>;

type Seen = { url: string; auth: string | null; method: string };

function fakeFetch(answers: (() => Response)[], seen: Seen[]): typeof fetch {
  return (async (input: Request) => {
    seen.push({ url: input.url, auth: input.headers.get('authorization'), method: input.method });
    return answers.shift()!();
  }) as unknown as typeof fetch;
}

async function failure(call: Promise<unknown>): Promise<ApiProblem<string>> {
  try {
    await call;
  } catch (error) {
    return error as ApiProblem<string>;
  }
  throw new Error('expected the call to fail');
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers }
    });

describe('API client (request)', () => {
  // The API client builds relative URLs, as in the browser; Node needs a base.
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    setAccessTokenProvider(() => undefined);
    setTokenRefresher(async () => undefined);
  });

  it('RTK Query endpoints name paths under /api with or without a leading slash', async () => {
    const seen: Seen[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = fakeFetch([json(200, { a: 1 }), json(200, { b: 2 })], seen);
    try {
      const api = {
        signal: new AbortController().signal,
        getState: signedInStore().getState
      } as Parameters<typeof apiBaseQuery>[1];
      expect(await apiBaseQuery('profiles/me', api, {})).to.deep.equal({ data: { a: 1 } });
      expect(await apiBaseQuery({ url: '/billing/receipts', params: { page: 2 } }, api, {})).to.deep.equal({
        data: { b: 2 }
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen.map((entry) => entry.url)).to.deep.equal([
      'http://localhost/api/profiles/me',
      'http://localhost/api/billing/receipts?page=2'
    ]);
  });

  it('sends the bearer, fills path params and the query string', async () => {
    const seen: Seen[] = [];
    setAccessTokenProvider(() => 'token-1');
    const body = await request<Route>(
      { method: 'GET', path: '/api/x/things/:id', params: { id: 'a b' }, query: undefined },
      fakeFetch([json(200, { ok: 1 })], seen)
    );
    expect(body).to.deep.equal({ ok: 1 });
    expect(seen).to.deep.equal([
      { url: 'http://localhost/api/x/things/a%20b', auth: 'Bearer token-1', method: 'GET' }
    ]);
  });

  it('refreshes before a call and retries once with the refreshed token after a 401', async () => {
    const seen: Seen[] = [];
    let token = 'old';
    const refreshes: number[] = [];
    setAccessTokenProvider(() => token);
    setTokenRefresher(async (min) => {
      refreshes.push(min);
      if (min === -1) token = 'new';
    });
    const body = await request<Route>(
      { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
      fakeFetch([json(401, { code: 'token_expired' }), json(200, { ok: 2 })], seen)
    );
    expect(body).to.deep.equal({ ok: 2 });
    expect(refreshes).to.deep.equal([30, -1]);
    expect(seen.map((s) => s.auth)).to.deep.equal(['Bearer old', 'Bearer new']);
  });

  it('does not send a wrong re-entered password again after its 401 (invalid_password is not about the token)', async () => {
    const seen: Seen[] = [];
    const refreshes: number[] = [];
    setAccessTokenProvider(() => 'token-1');
    setTokenRefresher(async (min) => void refreshes.push(min));
    const wrong = json(401, {
      code: 'invalid_password',
      title: 'Incorrect Password',
      detail: 'The password is incorrect. Please try again.'
    });
    const caught = await failure(
      request<Route>(
        { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
        fakeFetch([wrong], seen)
      )
    );
    expect(caught).to.include({
      status: 401,
      code: 'invalid_password',
      detail: 'The password is incorrect. Please try again.'
    });
    expect(seen).to.have.length(1);
    expect(refreshes).to.deep.equal([30]);
  });

  it('sends a given bearer instead of the session token as it is: no refresh before, no retry after a 401', async () => {
    const seen: Seen[] = [];
    const refreshes: number[] = [];
    setAccessTokenProvider(() => 'session-token');
    setTokenRefresher(async (min) => void refreshes.push(min));
    const caught = await failure(
      request<Route>(
        { method: 'GET', path: '/api/x/things/:id', params: { id: '1' }, bearer: 'new-account-token' },
        fakeFetch([json(401, { code: 'token_expired' })], seen)
      )
    );
    expect(caught.status).to.equal(401);
    expect(refreshes).to.deep.equal([]);
    expect(seen.map((s) => s.auth)).to.deep.equal(['Bearer new-account-token']);
  });

  it('fetches a bearer-protected image as a blob, refreshing and retrying once after a 401', async () => {
    const seen: Seen[] = [];
    let token = 'old';
    setAccessTokenProvider(() => token);
    setTokenRefresher(async (min) => {
      if (min === -1) token = 'new';
    });
    const image = () =>
      new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
        status: 200,
        headers: { 'content-type': 'image/jpeg' }
      });
    const blob = await requestBlob(
      '/api/profiles/photos/p1/card',
      undefined,
      fakeFetch([json(401, { code: 'token_expired' }), image], seen)
    );
    expect(blob.type).to.equal('image/jpeg');
    expect([...new Uint8Array(await blob.arrayBuffer())]).to.deep.equal([0xff, 0xd8, 0xff]);
    expect(seen.map((s) => s.auth)).to.deep.equal(['Bearer old', 'Bearer new']);
    const gone = await failure(
      requestBlob(
        '/api/profiles/photos/p2/card',
        undefined,
        fakeFetch([json(404, { code: 'not_found', title: 'Not Found' })], [])
      )
    );
    expect(gone.status).to.equal(404);
  });

  it('downloads a bearer-protected file with the name its Content-Disposition gives, refreshing and retrying once after a 401', async () => {
    const seen: Seen[] = [];
    let token = 'old';
    setAccessTokenProvider(() => token);
    setTokenRefresher(async (min) => {
      if (min === -1) token = 'new';
    });
    const zip = (headers: Record<string, string>) => () =>
      new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        status: 200,
        headers: { 'content-type': 'application/zip', ...headers }
      });
    const file = await requestFile(
      '/api/identity/exports/e1/archive',
      undefined,
      fakeFetch(
        [
          json(401, { code: 'token_expired' }),
          zip({ 'content-disposition': 'attachment; filename="my-data-2026-05-20.zip"' })
        ],
        seen
      )
    );
    expect(file.filename).to.equal('my-data-2026-05-20.zip');
    expect(file.blob.type).to.equal('application/zip');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).to.deep.equal([0x50, 0x4b, 0x03, 0x04]);
    expect(seen).to.deep.equal([
      { url: 'http://localhost/api/identity/exports/e1/archive', auth: 'Bearer old', method: 'GET' },
      { url: 'http://localhost/api/identity/exports/e1/archive', auth: 'Bearer new', method: 'GET' }
    ]);
    expect(
      (await requestFile('/api/identity/exports/e1/archive', undefined, fakeFetch([zip({})], []))).filename
    ).to.equal(undefined);
    const notReady = {
      code: 'export_not_ready',
      title: 'Not Ready Yet',
      detail: 'Your data is still being gathered. Please try again in a minute.'
    };
    const refused = await failure(
      requestFile('/api/identity/exports/e1/archive', undefined, fakeFetch([json(409, notReady)], []))
    );
    expect(refused.toData()).to.include({ status: 409, code: 'export_not_ready', detail: notReady.detail });
  });

  it('reads the file name of a Content-Disposition: filename* first, quotes and escapes, never a folder', () => {
    expect(filenameOf('attachment; filename="my-data-2026-05-20.zip"')).to.equal('my-data-2026-05-20.zip');
    expect(filenameOf('attachment; filename=plain.zip; size=4')).to.equal('plain.zip');
    expect(
      filenameOf(`attachment; filename="fallback.zip"; filename*=UTF-8''my%20data%20%E2%82%B9.zip`)
    ).to.equal('my data ₹.zip');
    expect(filenameOf(`attachment; filename*=UTF-8''bad%E2.zip; filename="fallback.zip"`)).to.equal(
      'fallback.zip'
    );
    expect(filenameOf('attachment; filename="say \\"hi\\".zip"')).to.equal('say "hi".zip');
    expect(filenameOf('attachment; filename="../../etc/passwd"')).to.equal('passwd');
    expect(filenameOf('attachment; filename="C:\\\\temp\\\\x.zip"')).to.equal('x.zip');
    expect(filenameOf('attachment')).to.equal(undefined);
    expect(filenameOf('attachment; filename=""')).to.equal(undefined);
    expect(filenameOf(null)).to.equal(undefined);
  });

  it('reads a problem: status, code, title, detail, field errors, retryAfter from the body or the header', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Too many',
      status: 429,
      detail: 'Wait a minute.',
      code: 'thing_gone',
      errors: { name: 'Required', n: 3 }
    };
    const caught = await request<Route>(
      { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
      fakeFetch([json(429, problem, { 'retry-after': '42' })], [])
    ).catch((e: unknown) => e);
    expect(caught).to.be.instanceOf(ApiProblem);
    const p = caught as ApiProblem<'thing_gone'>;
    expect(p.toData()).to.deep.equal({
      status: 429,
      code: 'thing_gone',
      title: 'Too many',
      detail: 'Wait a minute.',
      errors: { name: 'Required' },
      retryAfter: 42
    });
    expect(problemMessage(p)).to.deep.equal({ title: 'Too many', description: 'Wait a minute.' });
    const fromBody = await failure(
      request<Route>(
        { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
        fakeFetch([json(429, { ...problem, retryAfter: 7 })], [])
      )
    );
    expect(fromBody.retryAfter).to.equal(7);
  });

  it('keeps a problem’s extension members (a 402’s offers), and only when it has some', async () => {
    const offers = [{ product: 'contact-unlock', priceInr: 49, profileId: 'p1', offerToken: 't' }];
    const problem = {
      type: 'about:blank',
      title: 'Payment Required',
      status: 402,
      detail: 'Unlock it.',
      code: 'contact_locked',
      offers
    };
    const caught = await failure(
      request<Route>(
        { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
        fakeFetch([json(402, problem)], [])
      )
    );
    expect(caught.extensions).to.deep.equal({ offers });
    expect(asProblem({ status: 402, data: caught.toData() })?.extensions).to.deep.equal({ offers });
    const plain = await failure(
      request<Route>(
        { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
        fakeFetch([json(404, { ...problem, status: 404, offers: undefined })], [])
      )
    );
    expect(plain.toData()).to.not.have.property('extensions');
  });

  it('turns a non-JSON error page into a problem with the status and a fallback message', async () => {
    const page = () =>
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' }
      });
    const caught = await failure(
      request<Route>({ method: 'GET', path: '/api/x/things/:id', params: { id: '1' } }, fakeFetch([page], []))
    );
    expect(caught.status).to.equal(502);
    expect(caught.code).to.equal('unexpected_response');
    expect(caught.title).to.equal('Bad Gateway');
    expect(problemMessage(caught, { title: 'Fallback' })).to.deep.equal({ title: 'Fallback' });
  });

  it('does not send a call that began signed in once the session ended while it waited (sign-out during the refresh)', async () => {
    const seen: Seen[] = [];
    let token: string | undefined = 'token-1';
    setAccessTokenProvider(() => token);
    setTokenRefresher(async () => {
      token = undefined; // the member signed out meanwhile
    });
    const caught = await failure(
      request<Route>(
        { method: 'GET', path: '/api/x/things/:id', params: { id: '1' } },
        fakeFetch([json(200, { ok: 1 })], seen)
      )
    );
    expect(caught).to.include({ status: 401, code: 'session_ended' });
    expect(seen).to.deep.equal([]);
  });

  it('answers an RTK Query call its caller abandoned as aborted, not as an unhandled error', async () => {
    const controller = new AbortController();
    const abortable = (async (input: Request) => {
      controller.abort();
      throw input.signal.reason;
    }) as unknown as typeof fetch;
    const realFetch = globalThis.fetch;
    globalThis.fetch = abortable;
    try {
      const result = await apiBaseQuery(
        'profiles/me',
        { signal: controller.signal, getState: signedInStore().getState } as Parameters<
          typeof apiBaseQuery
        >[1],
        {}
      );
      expect(result.error).to.deep.include({ status: 0 });
      expect(result.error?.data.code).to.equal('aborted');
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('answers a failed connection as network_error', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const caught = await failure(
      request<Route>({ method: 'GET', path: '/api/x/things/:id', params: { id: '1' } }, failing)
    );
    expect(caught).to.include({ status: 0, code: 'network_error' });
  });
});

describe('API client (upload)', () => {
  class FakeXhr {
    static last: FakeXhr;
    headers: Record<string, string> = {};
    opened: [string, string] | undefined;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    status = 0;
    statusText = '';
    responseText = '';
    sent: FormData | undefined;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.opened = [method, url];
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name === 'retry-after' ? '5' : null;
    }
    send(form: FormData) {
      this.sent = form;
    }
  }

  it('reports progress and answers the JSON body', async () => {
    setAccessTokenProvider(() => 'tok');
    const progress: number[] = [];
    const file = new File(['abc'], 'a.jpg', { type: 'image/jpeg' });
    const pending = upload<Route>(
      {
        method: 'GET',
        path: '/api/x/things/:id',
        files: { photos: [file] },
        onProgress: (f) => progress.push(f)
      },
      () => new FakeXhr() as unknown as XMLHttpRequest
    );
    await new Promise((r) => setImmediate(r));
    const xhr = FakeXhr.last;
    expect(xhr.headers.authorization).to.equal('Bearer tok');
    expect((xhr.sent!.getAll('photos')[0] as File).name).to.equal('a.jpg');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.status = 201;
    xhr.responseText = '{"id":"p1"}';
    xhr.onload!();
    expect(await pending).to.deep.equal({ id: 'p1' });
    expect(progress).to.deep.equal([0.5, 1]);
    setAccessTokenProvider(() => undefined);
  });

  it("sends the route's body as text fields beside the file", async () => {
    const pending = upload<typeof verificationRoutes.verifyAadhaarOffline>(
      {
        method: 'POST',
        path: '/api/identity/verification/aadhaar',
        files: { file: new File(['zip'], 'a.zip', { type: 'application/zip' }) },
        fields: { shareCode: 'Abc@123' },
        onProgress: () => undefined
      },
      () => new FakeXhr() as unknown as XMLHttpRequest
    );
    await new Promise((r) => setImmediate(r));
    const xhr = FakeXhr.last;
    expect([...xhr.sent!.keys()]).to.deep.equal(['shareCode', 'file']);
    expect(xhr.sent!.get('shareCode')).to.equal('Abc@123');
    xhr.status = 201;
    xhr.responseText = '{}';
    xhr.onload!();
    await pending;
  });

  it('rejects with the problem of a refused upload', async () => {
    const pending = upload<Route>(
      {
        method: 'GET',
        path: '/api/x/things/:id',
        files: { photos: new File(['a'], 'a.jpg') },
        onProgress: () => undefined
      },
      () => new FakeXhr() as unknown as XMLHttpRequest
    );
    await new Promise((r) => setImmediate(r));
    const xhr = FakeXhr.last;
    xhr.status = 429;
    xhr.responseText = JSON.stringify({
      title: 'Slow down',
      detail: 'Too many uploads.',
      code: 'upload_rate_limited'
    });
    xhr.onload!();
    const caught = await failure(pending);
    expect(caught.toData()).to.include({ status: 429, code: 'upload_rate_limited', retryAfter: 5 });
  });

  it('does not send an upload that began signed in once the session ended while it waited', async () => {
    let token: string | undefined = 'tok';
    setAccessTokenProvider(() => token);
    setTokenRefresher(async () => {
      token = undefined;
    });
    let opened = 0;
    const makeXhr = () => {
      opened += 1;
      return new FakeXhr() as unknown as XMLHttpRequest;
    };
    const caught = await failure(
      upload<Route>(
        {
          method: 'GET',
          path: '/api/x/things/:id',
          files: { photos: new File(['a'], 'a.jpg') },
          onProgress: () => undefined
        },
        makeXhr
      )
    );
    expect(caught).to.include({ status: 401, code: 'session_ended' });
    expect(opened).to.equal(0);
    setTokenRefresher(async () => undefined);
    setAccessTokenProvider(() => undefined);
  });
});
