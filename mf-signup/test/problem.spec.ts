import { expect } from 'chai';
import { ApiProblem, callJson } from '../src/api/problem';
import { photoProgressLabel } from '../src/signup/UploadProgress';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('API problems', () => {
  it('keeps the problem code, detail and Retry-After', async () => {
    const fetchFn = respond(429, { title: 'Error', detail: 'Too many requests. Please try again later.', code: 'too_many_requests' }, { 'retry-after': '17' });
    try {
      await callJson(fetchFn, '/api/identity/otp', { method: 'POST', body: {} });
      expect.fail('expected a problem');
    } catch (error) {
      expect(error).to.be.instanceOf(ApiProblem);
      expect(error).to.include({ status: 429, code: 'too_many_requests', detail: 'Too many requests. Please try again later.', retryAfterSeconds: 17 });
    }
  });

  it('copes with a body that is not JSON and with 204', async () => {
    const html = async () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' });
    try {
      await callJson(html, '/api/profiles');
      expect.fail('expected a problem');
    } catch (error) {
      expect(error).to.include({ status: 502, title: 'Bad Gateway', code: undefined });
    }
    expect(await callJson(respond(204, undefined), '/x')).to.equal(undefined);
  });

  it('labels photo upload progress for people', () => {
    expect(photoProgressLabel(0, 0.456)).to.equal('Photo 1: 46%');
    expect(photoProgressLabel(1, -1)).to.equal('Photo 2: could not be uploaded');
  });
});
