// Property: whatever a client sends to any endpoint, the answer is never a 5xx.
import { expect } from 'chai';
import fc from 'fast-check';
import request from 'supertest';
import { CATALOG } from '@matrimony/catalog';
import { BASE_PATH } from '../src/app';
import { PROFILE_FIELDS } from '../src/http/profiles/input';
import { validProfileBody } from './support/fixtures';
import { createMember, uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

const RUNS = 40;
const MEMBER = 'fuzz-member';

// Values that sometimes pass the catalog's checks, so the deeper rules run too.
const catalogValue = fc.constantFrom<unknown>(
  ...Object.values(validProfileBody()),
  CATALOG.religions[3],
  CATALOG.locations.states[5]!.name,
  CATALOG.locations.states[5]!.districts[0]!.name,
  '2009-11-22',
  '2009-11-21',
  'x'.repeat(3000)
);
const fieldValue = fc.oneof(
  catalogValue,
  fc.jsonValue({ maxDepth: 2 }),
  fc.string(),
  fc.integer(),
  fc.constant(null)
);
const profileLike = fc.dictionary(
  fc.oneof(fc.constantFrom(...PROFILE_FIELDS, 'mobile', 'email', '__proto__', 'constructor'), fc.string()),
  fieldValue,
  { maxKeys: 30 }
);
const anyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  profileLike,
  profileLike.map((change) => ({ ...validProfileBody(), ...change }))
);

const magic = fc.constantFrom(
  Buffer.alloc(0),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">', 'utf8'),
  Buffer.from('%PDF-1.4', 'utf8')
);
const fileBytes = fc
  .tuple(magic, fc.uint8Array({ maxLength: 3000 }))
  .map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)]));
const pathSegment = fc
  .oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom('thumbnail', 'card', 'full', '..', '%00'))
  .map(encodeURIComponent);

describe('random requests never get a 5xx (fast-check)', () => {
  let stack: ProfileStack;
  let auth: string;
  before(async () => {
    stack = await startProfileStack();
    await createMember(stack, MEMBER);
    await uploadPhotos(stack, MEMBER, 2);
    auth = stack.bearer(MEMBER);
  });
  after(() => stack.close());

  const neverServerError = async (req: request.Test) => {
    const res = await req;
    expect(res.status, `${res.status} ${res.text.slice(0, 200)}`).to.be.below(500);
  };
  const jsonRequest = (req: request.Test, body: unknown) =>
    req
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body) ?? 'null');

  it('POST /api/profiles', () =>
    fc.assert(
      fc.asyncProperty(anyBody, (body) =>
        neverServerError(jsonRequest(request(stack.app).post(BASE_PATH), body))
      ),
      { numRuns: RUNS }
    ));

  it('PATCH /api/profiles/me', () =>
    fc.assert(
      fc.asyncProperty(anyBody, (body) =>
        neverServerError(jsonRequest(request(stack.app).patch(`${BASE_PATH}/me`), body))
      ),
      { numRuns: RUNS }
    ));

  it('GET /api/profiles/me and /catalog with random headers', () =>
    fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (authorization, etag) => {
        await neverServerError(
          request(stack.app)
            .get(`${BASE_PATH}/me`)
            .set('Authorization', authorization.replace(/[\r\n]/g, ''))
        );
        await neverServerError(
          request(stack.app)
            .get(`${BASE_PATH}/catalog`)
            .set('If-None-Match', etag.replace(/[^\x20-\x7e]/g, ''))
        );
      }),
      { numRuns: RUNS }
    ));

  it('PUT /api/profiles/me/photos/order', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record({ photoIds: fc.array(fc.oneof(fc.uuid(), fc.string()), { maxLength: 7 }) })
        ),
        (body) => neverServerError(jsonRequest(request(stack.app).put(`${BASE_PATH}/me/photos/order`), body))
      ),
      { numRuns: RUNS }
    ));

  it('PUT .../primary, DELETE /me/photos/:id and GET /photos/:id/:size with random ids', () =>
    fc.assert(
      fc.asyncProperty(pathSegment, pathSegment, async (id, size) => {
        await neverServerError(
          request(stack.app).put(`${BASE_PATH}/me/photos/${id}/primary`).set('Authorization', auth)
        );
        await neverServerError(
          request(stack.app).delete(`${BASE_PATH}/me/photos/${id}`).set('Authorization', auth)
        );
        await neverServerError(
          request(stack.app).get(`${BASE_PATH}/photos/${id}/${size}`).set('Authorization', auth)
        );
      }),
      { numRuns: RUNS }
    ));

  it('POST /me/photos and /me/horoscope with random files, names, fields and types', () =>
    fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            field: fc.constantFrom('photos', 'horoscope', 'other'),
            bytes: fileBytes,
            name: fc.string({ minLength: 1, maxLength: 30 })
          }),
          { maxLength: 3 }
        ),
        fc.constantFrom('photos', 'horoscope'),
        async (files, endpoint) => {
          let req = request(stack.app).post(`${BASE_PATH}/me/${endpoint}`).set('Authorization', auth);
          for (const file of files)
            req = req.attach(file.field, file.bytes, {
              filename: file.name.replace(/["\r\n]/g, '_'),
              contentType: 'image/jpeg'
            });
          await neverServerError(req);
        }
      ),
      { numRuns: RUNS }
    ));

  it('PUT /api/profiles/me/visibility', () =>
    fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), (body) =>
        neverServerError(jsonRequest(request(stack.app).put(`${BASE_PATH}/me/visibility`), body))
      ),
      { numRuns: RUNS }
    ));

  it('DELETE /me/horoscope and POST /me/photos with a JSON body', async () => {
    await neverServerError(request(stack.app).delete(`${BASE_PATH}/me/horoscope`).set('Authorization', auth));
    await neverServerError(
      jsonRequest(request(stack.app).post(`${BASE_PATH}/me/photos`), { photos: 'not a file' })
    );
  });
});
