import { expect } from 'chai';
import request from 'supertest';
import { CATALOG } from '@matrimony/catalog';
import { createApp, BASE_PATH } from '../src/app';
import { silentLogger } from './support/stack';

describe('GET /api/profiles/catalog', () => {
  const app = createApp({ logger: silentLogger });

  it('serves the whole catalog to anyone, with long cache headers and a strong ETag', async () => {
    const res = await request(app).get(`${BASE_PATH}/catalog`).expect(200);
    expect(res.body).to.deep.equal(JSON.parse(JSON.stringify(CATALOG)));
    expect(res.headers['content-type']).to.match(/^application\/json/);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control'] ?? '')?.[1]);
    expect(maxAge).to.be.at.least(86400);
    expect(res.headers['cache-control']).to.contain('public');
    expect(res.headers.etag).to.match(/^"[^"]+"$/); // strong: no W/ prefix
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const { headers } = await request(app).get(`${BASE_PATH}/catalog`).expect(200);
    const res = await request(app)
      .get(`${BASE_PATH}/catalog`)
      .set('If-None-Match', headers.etag!)
      .expect(304);
    expect(res.text).to.equal('');
    expect(res.headers.etag).to.equal(headers.etag);
  });

  it('answers 200 with the catalog when the ETag is outdated', async () => {
    const res = await request(app)
      .get(`${BASE_PATH}/catalog`)
      .set('If-None-Match', '"an-old-version"')
      .expect(200);
    expect(res.body.version).to.equal(CATALOG.version);
  });
});
