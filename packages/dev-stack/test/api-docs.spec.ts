import { expect } from 'chai';
import { apiDocsUrls } from '../src/api-docs';
import { startGateway, type Gateway } from '../src/gateway';
import { findFreePort } from '../src/ports';
import { services, type UpstreamName } from '../src/topology';

describe('gateway /api/docs (development only)', () => {
  let gateway: Gateway;
  let base: string;

  before(async () => {
    // No upstream needs to run: the docs page is the gateway's own.
    const down = `http://127.0.0.1:${await findFreePort()}`;
    const upstreams = new Proxy({} as Record<UpstreamName, string>, { get: () => down });
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
    base = `http://127.0.0.1:${gateway.port}`;
  });
  after(async () => gateway.close());

  it('serves the Swagger UI page and its files from node_modules, no CDN', async () => {
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.contain('text/html');
    const html = await page.text();
    expect(html).to.not.match(/https?:\/\//);
    for (const asset of [
      'swagger-ui.css',
      'swagger-ui-bundle.js',
      'swagger-ui-standalone-preset.js',
      'init.js'
    ]) {
      expect(html).to.contain(`/api/docs/${asset}`);
      const res = await fetch(`${base}/api/docs/${asset}`);
      expect(res.status, asset).to.equal(200);
      expect((await res.text()).length, asset).to.be.greaterThan(10);
    }
  });

  it("lists every service's openapi.json", async () => {
    const init = await (await fetch(`${base}/api/docs/init.js`)).text();
    expect(apiDocsUrls().map((u) => u.url)).to.deep.equal(services.map((s) => `${s.prefix}/openapi.json`));
    for (const service of services) expect(init).to.contain(`"${service.prefix}/openapi.json"`);
  });

  it('keeps answering 404 problem+json for any other unknown /api path or file', async () => {
    for (const path of [
      '/api/docs/package.json',
      '/api/docs/..%2Fpackage.json',
      '/api/unknown',
      '/api/docsx'
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).to.equal(404);
      expect(res.headers.get('content-type'), path).to.contain('application/problem+json');
    }
  });
});
