// The upload caps hold for what arrives, not for what a header declares.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import sharp from 'sharp';
import { BASE_PATH } from '../src/app';
import { MAX_IMAGE_PIXELS, UPLOADS_PER_MEMBER } from '../src/domain/upload-limits';
import { createMember } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

const MB = 1024 * 1024;

describe('upload limits', () => {
  let stack: ProfileStack;
  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  /** Sends a multipart body with no Content-Length (chunked), three 9 MB parts: 27 MB in all. */
  async function sendChunked(userId: string): Promise<{ status: number; body: string }> {
    const server = stack.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    const boundary = 'finding9';
    const part = (i: number) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
      );
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `${BASE_PATH}/me/photos`,
          headers: {
            authorization: stack.bearer(userId),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked'
          }
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            server.close();
            resolve({ status: res.statusCode ?? 0, body });
          });
        }
      );
      req.on('error', (error) => {
        server.close();
        reject(error);
      });
      const chunk = Buffer.alloc(MB, 7);
      let written = 0;
      const writeMore = () => {
        while (written < 27) {
          if (written % 9 === 0) req.write(part(written / 9));
          written += 1;
          const ok = req.write(chunk);
          if (written % 9 === 0) req.write('\r\n');
          if (!ok) return void req.once('drain', writeMore);
        }
        req.end(`--${boundary}--\r\n`);
      };
      writeMore();
    });
  }

  it('cuts off a chunked body past 25 MB with 413, though no Content-Length declared it', async () => {
    await createMember(stack, 'f9-chunked');
    const res = await sendChunked('f9-chunked').catch((error: NodeJS.ErrnoException) => ({
      status: -1,
      body: error.code ?? ''
    }));
    expect(res.status, res.body).to.equal(413);
    expect(JSON.parse(res.body)).to.include({ code: 'upload_too_large' });
  });

  it(`refuses an image over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels before decoding it`, async () => {
    await createMember(stack, 'f9-pixels');
    // 6000 x 4400 = 26.4 MP, a few hundred KB as a flat PNG.
    const huge = await sharp({ create: { width: 6000, height: 4400, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const res = await request(stack.app)
      .post(`${BASE_PATH}/me/photos`)
      .set('Authorization', stack.bearer('f9-pixels'))
      .attach('photos', huge, 'huge.png');
    expect(res.status).to.equal(400);
    expect(res.body.code).to.equal('unreadable_image');
  });

  it(`allows ${UPLOADS_PER_MEMBER.max} upload requests an hour per member, then 429 with Retry-After`, async () => {
    await createMember(stack, 'f9-rate');
    const post = () =>
      request(stack.app)
        .post(`${BASE_PATH}/me/photos`)
        .set('Authorization', stack.bearer('f9-rate'))
        .field('note', 'x');
    for (let i = 0; i < UPLOADS_PER_MEMBER.max; i += 1) expect((await post()).status).to.equal(400); // no file: photo_required
    const refused = await post();
    expect(refused.status).to.equal(429);
    expect(refused.body.code).to.equal('too_many_uploads');
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(0);
    const horoscope = await request(stack.app)
      .post(`${BASE_PATH}/me/horoscope`)
      .set('Authorization', stack.bearer('f9-rate'))
      .field('note', 'x');
    expect(horoscope.status).to.equal(429);
  });
});
