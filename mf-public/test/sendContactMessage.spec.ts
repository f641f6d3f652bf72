import { expect } from 'chai';
import { CONTACT_MESSAGES_URL, sendContactMessage } from '../src/contact/sendContactMessage';

const form = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Premium', message: 'How do I renew?' };

type Call = { url: string; init: RequestInit };

function fakeFetch(response: Response | Error) {
  const calls: Call[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  };
  return { calls, fetchImpl };
}

describe('sending a contact message', () => {
  it('posts the form as JSON to svc-notify and reports success', async () => {
    const { calls, fetchImpl } = fakeFetch(new Response(JSON.stringify({ id: 'm1' }), { status: 201 }));
    const result = await sendContactMessage(form, fetchImpl);
    expect(CONTACT_MESSAGES_URL).to.equal('/api/notify/contact-messages');
    expect(calls).to.have.length(1);
    expect(calls[0]!.url).to.equal('/api/notify/contact-messages');
    expect(calls[0]!.init.method).to.equal('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).to.equal('application/json');
    expect(JSON.parse(calls[0]!.init.body as string)).to.deep.equal(form);
    expect(result).to.deep.equal({ sent: true, notice: { title: 'Message Sent Successfully!' } });
  });

  it('shows the problem detail the service gives', async () => {
    const problem = { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Please wait a minute before sending another message.' };
    const { fetchImpl } = fakeFetch(new Response(JSON.stringify(problem), { status: 429, headers: { 'content-type': 'application/problem+json' } }));
    const result = await sendContactMessage(form, fetchImpl);
    expect(result).to.deep.equal({
      sent: false,
      notice: { title: 'Failed to Send Message', description: 'Please wait a minute before sending another message.' }
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
    expect(result.notice.description).to.equal('Something went wrong. Please try again or contact us directly');
  });
});
