import { expect } from 'chai';
import { OFFLINE_EKYC_PAGE_PATH, startGateway, type Gateway } from '../src/gateway';
import { findFreePort } from '../src/ports';
import { type UpstreamName } from '../src/topology';

describe('gateway: the Aadhaar offline e-KYC test-file page (development only)', () => {
  let gateway: Gateway;
  let base: string;

  before(async () => {
    // No upstream needs to run: the page is the gateway's own, like /api/docs.
    const down = `http://127.0.0.1:${await findFreePort()}`;
    const upstreams = new Proxy({} as Record<UpstreamName, string>, { get: () => down });
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
    base = `http://127.0.0.1:${gateway.port}`;
  });
  after(async () => gateway.close());

  it('serves the form and answers a ZIP for it', async () => {
    const page = await fetch(`${base}${OFFLINE_EKYC_PAGE_PATH}`);
    expect(page.status).to.equal(200);
    expect(await page.text()).to.contain('<form method="post">');
    const res = await fetch(`${base}${OFFLINE_EKYC_PAGE_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({
        mobile: '9800000002',
        name: 'Priya Lakshmi',
        dob: '14-08-1996',
        gender: 'F',
        lastFourDigits: '4394',
        shareCode: '1234'
      })
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/zip');
  });

  it('leaves other paths under it to the 404 problem', async () => {
    const res = await fetch(`${base}${OFFLINE_EKYC_PAGE_PATH}/x`);
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.contain('application/problem+json');
  });
});
