import { expect } from 'chai';
import { sendContactMessage } from '../src/api/send-contact-message';
import { relativeRequestUrls } from '@matrimony/session/testing';

const form = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Premium', message: 'How do I renew?' };

type Call = { url: string; method: string; contentType: string | null; body: unknown };

function fakeFetch(response: Response | Error) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: Request) => {
    calls.push({
      url: new URL(input.url).pathname,
      method: input.method,
      contentType: input.headers.get('content-type'),
      body: await input.json()
    });
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('sending a contact message', () => {
  // The API client builds relative URLs, as in the browser; Node needs a base.
  const urls = relativeRequestUrls();
  before(urls.install);
  after(urls.restore);

  it('posts the form as JSON to svc-notify, with the page’s language, and reports success with the ticket it opened', async () => {
    const { calls, fetchImpl } = fakeFetch(
      new Response(JSON.stringify({ id: 'm1', ticket: 'T1000042', title: 'Message Sent Successfully!' }), {
        status: 201
      })
    );
    const result = await sendContactMessage(form, fetchImpl);
    expect(calls).to.deep.equal([
      {
        url: '/api/notify/contact-messages',
        method: 'POST',
        contentType: 'application/json',
        body: { ...form, locale: 'en' }
      }
    ]);
    expect(result).to.deep.equal({
      sent: true,
      notice: { title: 'Message Sent Successfully!' },
      ticket: 'T1000042'
    });
  });

  it('shows the problem detail the service gives', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Please wait a minute before sending another message.'
    };
    const { fetchImpl } = fakeFetch(
      new Response(JSON.stringify(problem), {
        status: 429,
        headers: { 'content-type': 'application/problem+json' }
      })
    );
    const result = await sendContactMessage(form, fetchImpl);
    expect(result).to.deep.equal({
      sent: false,
      notice: {
        title: 'Failed to Send Message',
        description: 'Please wait a minute before sending another message.'
      }
    });
  });

  it('falls back to the spec text when the failure has no readable reason', async () => {
    const { fetchImpl } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await sendContactMessage(form, fetchImpl);
    expect(result.sent).to.equal(false);
    expect(result.notice).to.deep.equal({
      title: 'Failed to Send Message',
      description: 'Something went wrong. Please try again or contact us directly'
    });
  });

  it('falls back to the spec text when the network fails', async () => {
    const { fetchImpl } = fakeFetch(new TypeError('Failed to fetch'));
    const result = await sendContactMessage(form, fetchImpl);
    expect(result.sent).to.equal(false);
    expect(result.notice.description).to.equal(
      'Something went wrong. Please try again or contact us directly'
    );
  });
});
