// An oversized upload sent in chunks (no Content-Length) through the development gateway, as a browser's would
// reach the service behind a proxy: the service's 413 must arrive, not the proxy's 502.
import { expect } from 'chai';
import { request as httpRequest, type Server } from 'node:http';
import { startGateway, type Gateway } from '@matrimony/dev-stack';
import { upstreamNames } from '../../packages/dev-stack/src/topology';
import { MAX_UPLOAD_REQUEST_BYTES } from '../src/domain/upload-limits';
import { createMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

describe('uploads through the gateway', function () {
  let stack: ProfileStack;
  let server: Server;
  let gateway: Gateway;

  before(async () => {
    stack = await startProfileStack();
    server = stack.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const upstream = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      upstreams: Object.fromEntries(upstreamNames.map((name) => [name, upstream])) as never
    });
  });
  after(async () => {
    await gateway.close();
    await new Promise((resolve) => server.close(resolve));
    await stack.close();
  });

  /** Streams one photo of `bytes` as a chunked multipart body; resolves the status, content type and body. */
  const chunkedUpload = (userId: string, bytes: number) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: gateway.port,
          method: 'POST',
          path: '/api/profiles/me/photos',
          headers: {
            authorization: stack.bearer(userId),
            'content-type': 'multipart/form-data; boundary=XX',
            'transfer-encoding': 'chunked'
          }
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => (body += text));
          res.on('end', () =>
            resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body })
          );
        }
      );
      req.on('error', reject);
      req.write(
        '--XX\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
      );
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      let sent = 0;
      const pump = (): void => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end('\r\n--XX--\r\n');
      };
      pump();
    });

  it('answers 413 problem+json with the too-large message, not 502, to a chunked upload over the request cap', async () => {
    await createMember(stack, 'gw-upload');
    const res = await chunkedUpload('gw-upload', MAX_UPLOAD_REQUEST_BYTES + 5 * 1024 * 1024);
    expect(res.status).to.equal(413);
    expect(res.type).to.match(/^application\/problem\+json/);
    expect(JSON.parse(res.body)).to.include({ title: 'Upload too large', code: 'upload_too_large' });
  });
});
