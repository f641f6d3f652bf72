import { expect } from 'chai';
import { contactHash, readOfflineEkyc } from '@matrimony/uidai-dev';
import { READY_ACCOUNTS } from '../src/demo-accounts';
import { OFFLINE_EKYC_PAGE_PATH, startGateway, type Gateway } from '../src/gateway';
import { findFreePort } from '../src/ports';
import { describeStack } from '../src/summary';
import { type UpstreamName } from '../src/topology';

/** The form as the page fills it in: each input's value and the selected gender. */
function formValues(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input id="(\w+)" name="\w+" value="([^"]*)"/g))
    values[name!] = value!;
  values.gender = /<option value="(\w)" selected>/.exec(html)?.[1] ?? '';
  return values;
}

describe('gateway: the Aadhaar test-file page, filled in for the demo free member', () => {
  let gateway: Gateway;
  let base: string;

  before(async () => {
    const down = `http://127.0.0.1:${await findFreePort()}`;
    const upstreams = new Proxy({} as Record<UpstreamName, string>, { get: () => down });
    gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreams });
    base = `http://127.0.0.1:${gateway.port}${OFFLINE_EKYC_PAGE_PATH}`;
  });
  after(async () => gateway.close());

  it('starts with the free member’s mobile, name, date of birth and gender', async () => {
    const member = READY_ACCOUNTS.free;
    const values = formValues(await (await fetch(base)).text());
    expect(values).to.include({
      mobile: member.mobile,
      name: member.fullName,
      dob: member.dateOfBirth.split('-').reverse().join('-'),
      gender: 'F'
    });
    expect(values.lastFourDigits).to.match(/^\d{4}$/);
    expect(values.shareCode).to.not.equal('');
  });

  it('answers, for the form as filled in, a file that passes the checks svc-identity makes for that member', async () => {
    const member = READY_ACCOUNTS.free;
    const values = formValues(await (await fetch(base)).text());
    const res = await fetch(base, { method: 'POST', body: new URLSearchParams(values) });
    expect(res.status).to.equal(200);
    const file = await readOfflineEkyc(new Uint8Array(await res.arrayBuffer()), values.shareCode!);
    expect(file.signatureValid).to.equal(true);
    const lastDigit = Number(file.referenceId[3]);
    expect(file.poi.m).to.equal(contactHash(member.mobile, values.shareCode!, lastDigit));
    expect(file.poi).to.include({
      name: member.fullName,
      dob: member.dateOfBirth.split('-').reverse().join('-'),
      gender: 'F'
    });
    expect(file.referenceId.slice(0, 4)).to.equal(values.lastFourDigits);
    // Issued now (the reference's time is IST): well inside the days a file counts for.
    const [, y, mo, d, h, mi, s] = /^\d{4}(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(file.referenceId)!;
    const issuedAt = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
    expect(Math.abs(Date.now() - issuedAt)).to.be.below(5 * 60_000);
  });

  it('is named in the start banner', () => {
    const banner = describeStack({
      url: 'http://localhost:8080',
      outboxUrl: 'http://localhost:8080/api/notify/dev/outbox',
      dataDir: '.data',
      ports: new Proxy({}, { get: () => 1 }) as never
    });
    expect(banner).to.contain(`http://localhost:8080${OFFLINE_EKYC_PAGE_PATH}`);
  });
});
