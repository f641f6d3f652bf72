import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { type AddressInfo } from 'node:net';
import { TextWriter, Uint8ArrayReader, ZipReader, type FileEntry } from '@zip.js/zip.js';
import { serveOfflineEkycPage } from '../src/dev-page';

describe('uidai-dev: the development page', () => {
  let server: Server;
  let base: string;
  const path = '/api/dev/uidai-ekyc';

  before(async () => {
    server = createServer((req, res) => {
      serveOfflineEkycPage(req, res, path)
        .then((served) => {
          if (!served) res.writeHead(404).end();
        })
        .catch(() => res.writeHead(500).end());
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  });
  after(() => server.close());

  const post = (fields: Record<string, string>) =>
    fetch(base, { method: 'POST', body: new URLSearchParams(fields) });

  it('shows a form whose every field has a label', async () => {
    const res = await fetch(base);
    expect(res.status).to.equal(200);
    const html = await res.text();
    for (const name of ['mobile', 'name', 'dob', 'gender', 'lastFourDigits', 'shareCode', 'email'])
      expect(html, name).to.contain(`<label for="${name}"`).and.contain(`id="${name}"`);
    expect(html).to.not.match(/<script/);
  });

  it('answers the signed ZIP for the form, opening with its share code', async () => {
    const res = await post({
      mobile: '9800000002',
      name: 'Priya Lakshmi',
      dob: '14-08-1996',
      gender: 'F',
      lastFourDigits: '4394',
      shareCode: '5678',
      email: ''
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('application/zip');
    expect(res.headers.get('content-disposition')).to.match(
      /^attachment; filename="offlineaadhaar\d{17}\.zip"$/
    );
    const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(await res.arrayBuffer())), {
      password: '5678'
    });
    const [entry] = (await reader.getEntries()) as FileEntry[];
    expect(await entry!.getData(new TextWriter())).to.contain('name="Priya Lakshmi"');
    await reader.close();
  });

  it('says what to correct, keeping what was typed', async () => {
    const res = await post({
      mobile: '98000',
      name: 'Priya <b>',
      dob: '14-08-1996',
      gender: 'F',
      lastFourDigits: '4394',
      shareCode: '1'
    });
    expect(res.status).to.equal(400);
    const html = await res.text();
    expect(html).to.contain('role="alert"').and.contain('mobile: 10 digits');
    expect(html).to.contain('value="Priya &#60;b&#62;"');
  });

  it('leaves other paths to its caller', async () => {
    expect((await fetch(`${base}/other`)).status).to.equal(404);
  });
});
