import { expect } from 'chai';
import request from 'supertest';
import sharp from 'sharp';
import { SIGNUP_MESSAGES, messageText } from '@matrimony/catalog';
import { BASE_PATH } from '../src/app';
import { images } from './support/fixtures';
import { createMember, uploadPhotos } from './support/members';
import { startProfileStack, type ProfileStack } from './support/stack';

const TOO_MANY = messageText(SIGNUP_MESSAGES.tooManyPhotos);
const INVALID_TYPE = messageText(SIGNUP_MESSAGES.invalidFileType);

describe('photos: upload, order, primary, delete, horoscope', () => {
  let stack: ProfileStack;
  before(async () => {
    stack = await startProfileStack();
  });
  after(() => stack.close());

  const upload = (userId: string) =>
    request(stack.app).post(`${BASE_PATH}/me/photos`).set('Authorization', stack.bearer(userId));
  const fileCount = async () => await stack.conn.db!.collection('images.files').countDocuments();
  const download = (userId: string, url: string) =>
    request(stack.app)
      .get(url)
      .set('Authorization', stack.bearer(userId))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('stores JPEG, PNG and WebP uploads as thumbnail, card and full WebP; order from 1, the first primary', async () => {
    await createMember(stack, 'p-basic');
    const res = await upload('p-basic')
      .attach('photos', await images.jpeg(), 'a.jpg')
      .attach('photos', await images.png(), 'b.png')
      .attach('photos', await images.webp(), 'c.webp')
      .expect(201);
    expect(
      res.body.photos.map((p: { orderIndex: number; isPrimary: boolean }) => [p.orderIndex, p.isPrimary])
    ).to.deep.equal([
      [1, true],
      [2, false],
      [3, false]
    ]);
    expect(res.body.profilePhotoUrl).to.equal(res.body.photos[0].urls.full);
    expect(res.body.moderationStatus).to.equal('pending');
    for (const size of ['thumbnail', 'card', 'full']) {
      const image = await download('p-basic', res.body.photos[1].urls[size]).expect(200);
      expect(image.headers['content-type']).to.equal('image/webp');
      expect(image.headers['cache-control']).to.match(/max-age=3600/);
      expect((await sharp(image.body as Buffer).metadata()).format).to.equal('webp');
    }
    const thumb = await sharp(
      (await download('p-basic', res.body.photos[0].urls.thumbnail)).body as Buffer
    ).metadata();
    expect([thumb.width, thumb.height]).to.deep.equal([64, 48].map((n) => Math.min(n, 160)));
  });

  it('answers 304 to a repeated image request with the same ETag', async () => {
    await createMember(stack, 'p-etag');
    const { photos } = await uploadPhotos(stack, 'p-etag', 1);
    const first = await download('p-etag', photos[0]!.urls.card!).expect(200);
    await request(stack.app)
      .get(photos[0]!.urls.card!)
      .set('Authorization', stack.bearer('p-etag'))
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
  });

  it(`refuses a 6th photo: "${TOO_MANY}"`, async () => {
    await createMember(stack, 'p-six');
    await uploadPhotos(stack, 'p-six', 5);
    const before = await fileCount();
    const res = await upload('p-six')
      .attach('photos', await images.jpeg(), 'six.jpg')
      .expect(400);
    expect(res.body).to.include({ title: 'Too many photos', detail: TOO_MANY });
    expect(await fileCount()).to.equal(before);
  });

  it('refuses a request that would take the total above 5 (3 stored + 3 sent), and 6 files in one request', async () => {
    await createMember(stack, 'p-over');
    await uploadPhotos(stack, 'p-over', 3);
    let req = upload('p-over');
    for (let i = 0; i < 3; i += 1) req = req.attach('photos', await images.jpeg(), `x${i}.jpg`);
    expect((await req.expect(400)).body.detail).to.equal(TOO_MANY);

    await createMember(stack, 'p-six-at-once');
    let six = upload('p-six-at-once');
    for (let i = 0; i < 6; i += 1) six = six.attach('photos', await images.jpeg(), `y${i}.jpg`);
    expect((await six.expect(400)).body.detail).to.equal(TOO_MANY);
    const stored = await stack.stores.profiles.findByUserId('p-six-at-once');
    expect(stored!.photos).to.have.length(0);
  });

  it(`refuses a PDF named photo.jpg and declared image/jpeg: "${INVALID_TYPE}"`, async () => {
    await createMember(stack, 'p-pdf');
    const before = await fileCount();
    const res = await upload('p-pdf')
      .attach('photos', images.pdf(), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(res.body).to.include({ title: 'Invalid file type', detail: INVALID_TYPE });
    expect(await fileCount()).to.equal(before);
  });

  it('refuses an SVG image', async () => {
    await createMember(stack, 'p-svg');
    const res = await upload('p-svg')
      .attach('photos', images.svg(), { filename: 'face.svg', contentType: 'image/svg+xml' })
      .expect(400);
    expect(res.body.detail).to.equal(INVALID_TYPE);
  });

  it('refuses the whole upload when one file of several is not an image', async () => {
    await createMember(stack, 'p-mixed');
    await upload('p-mixed')
      .attach('photos', await images.jpeg(), 'ok.jpg')
      .attach('photos', images.pdf(), { filename: 'bad.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect((await stack.stores.profiles.findByUserId('p-mixed'))!.photos).to.have.length(0);
  });

  it('refuses a file cut short inside its header (the PNG signature alone)', async () => {
    await createMember(stack, 'p-truncated');
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload('p-truncated').attach('photos', signature, 'cut.png').expect(400);
    expect(res.body.detail).to.equal(INVALID_TYPE);
  });

  it('refuses bytes that start like a JPEG but do not decode', async () => {
    await createMember(stack, 'p-broken');
    const res = await upload('p-broken').attach('photos', images.brokenJpeg(), 'broken.jpg').expect(400);
    expect(res.body.code).to.equal('unreadable_image');
  });

  it('refuses an image whose header claims more than 50 megapixels without decoding it', async () => {
    await createMember(stack, 'p-bomb');
    const res = await upload('p-bomb').attach('photos', images.pixelBomb(), 'bomb.png').expect(400);
    expect(res.body.code).to.equal('unreadable_image');
  });

  it('refuses a file over 10 MB with 413', async () => {
    await createMember(stack, 'p-big');
    const res = await upload('p-big').attach('photos', images.oversized(), 'huge.jpg').expect(413);
    expect(res.body).to.include({ title: 'Photo too large', code: 'photo_too_large' });
  });

  it('refuses a request declaring more than 25 MB before reading it', async () => {
    await createMember(stack, 'p-request-cap');
    const res = await upload('p-request-cap')
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Content-Length', String(26 * 1024 * 1024))
      .ok(() => true)
      .catch((err: { response?: request.Response }) => err.response!);
    expect(res.status).to.equal(413);
    expect(res.body.code).to.equal('upload_too_large');
  });

  it("keeps the 5-photo limit when two uploads race (3 + 3): one wins, the loser's files are removed", async () => {
    await createMember(stack, 'p-race');
    const before = await fileCount();
    const send = async () => {
      let req = upload('p-race');
      for (let i = 0; i < 3; i += 1) req = req.attach('photos', await images.jpeg(30 + i, 30), `r${i}.jpg`);
      return req;
    };
    const statuses = (await Promise.all([send(), send()])).map((res) => res.status).sort();
    expect(statuses).to.deep.equal([201, 400]);
    expect((await stack.stores.profiles.findByUserId('p-race'))!.photos).to.have.length(3);
    expect(await fileCount()).to.equal(before + 9);
  });

  it('refuses an upload without photos, and photos sent under another field name', async () => {
    await createMember(stack, 'p-none');
    const empty = await upload('p-none').field('note', 'hello').expect(400);
    expect(empty.body.title).to.equal(SIGNUP_MESSAGES.photoRequired.title);
    await upload('p-none')
      .attach('picture', await images.jpeg(), 'a.jpg')
      .expect(400);
  });

  it('serves a JPEG with GPS EXIF back without any EXIF or other metadata', async () => {
    await createMember(stack, 'p-gps');
    const original = await images.jpegWithGps();
    // The fixture really carries EXIF with the camera make and GPS.
    expect((await sharp(original).metadata()).exif).to.be.an.instanceOf(Buffer);
    expect(original.includes(Buffer.from('TestPhone'))).to.equal(true);
    const res = await upload('p-gps').attach('photos', original, 'gps.jpg').expect(201);
    for (const size of ['thumbnail', 'card', 'full']) {
      const served = (await download('p-gps', res.body.photos[0].urls[size]).expect(200)).body as Buffer;
      const metadata = await sharp(served).metadata();
      expect(metadata.exif, size).to.equal(undefined);
      expect(metadata.xmp, size).to.equal(undefined);
      expect(served.includes(Buffer.from('TestPhone')), size).to.equal(false);
    }
  });

  it('applies the EXIF orientation (a portrait photo stored sideways comes out upright)', async () => {
    await createMember(stack, 'p-rotate');
    const sideways = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#888' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload('p-rotate').attach('photos', sideways, 'portrait.jpg').expect(201);
    expect([res.body.photos[0].width, res.body.photos[0].height]).to.deep.equal([40, 80]);
  });

  it('reorders photos; the first becomes primary', async () => {
    await createMember(stack, 'p-order');
    const { photos } = await uploadPhotos(stack, 'p-order', 3);
    const wanted = [photos[2]!.id, photos[0]!.id, photos[1]!.id];
    const res = await request(stack.app)
      .put(`${BASE_PATH}/me/photos/order`)
      .set('Authorization', stack.bearer('p-order'))
      .send({ photoIds: wanted })
      .expect(200);
    expect(res.body.photos.map((p: { id: string }) => p.id)).to.deep.equal(wanted);
    expect(res.body.photos.map((p: { orderIndex: number }) => p.orderIndex)).to.deep.equal([1, 2, 3]);
    expect(res.body.photos[0].isPrimary).to.equal(true);
    const partial = await request(stack.app)
      .put(`${BASE_PATH}/me/photos/order`)
      .set('Authorization', stack.bearer('p-order'))
      .send({ photoIds: wanted.slice(1) })
      .expect(400);
    expect(partial.body.code).to.equal('order_mismatch');
  });

  it('sets a primary photo by moving it to the front', async () => {
    await createMember(stack, 'p-primary');
    const { photos } = await uploadPhotos(stack, 'p-primary', 3);
    const res = await request(stack.app)
      .put(`${BASE_PATH}/me/photos/${photos[2]!.id}/primary`)
      .set('Authorization', stack.bearer('p-primary'))
      .expect(200);
    expect(res.body.photos[0]).to.include({ id: photos[2]!.id, orderIndex: 1, isPrimary: true });
    expect(res.body.photos.filter((p: { isPrimary: boolean }) => p.isPrimary)).to.have.length(1);
    expect(res.body.profilePhotoUrl).to.equal(res.body.photos[0].urls.full);
  });

  it('deletes a photo and its files, closing the order gap; the last photo cannot be deleted', async () => {
    await createMember(stack, 'p-delete');
    const { photos } = await uploadPhotos(stack, 'p-delete', 2);
    const before = await fileCount();
    const res = await request(stack.app)
      .delete(`${BASE_PATH}/me/photos/${photos[0]!.id}`)
      .set('Authorization', stack.bearer('p-delete'))
      .expect(200);
    expect(res.body.photos).to.have.length(1);
    expect(res.body.photos[0]).to.include({ id: photos[1]!.id, orderIndex: 1, isPrimary: true });
    expect(await fileCount()).to.equal(before - 3);
    await download('p-delete', photos[0]!.urls.full!).expect(404);
    const last = await request(stack.app)
      .delete(`${BASE_PATH}/me/photos/${photos[1]!.id}`)
      .set('Authorization', stack.bearer('p-delete'))
      .expect(400);
    expect(last.body.title).to.equal(SIGNUP_MESSAGES.photoRequired.title);
  });

  it('uploads, replaces and deletes the one horoscope image', async () => {
    await createMember(stack, 'p-horoscope');
    const url = `${BASE_PATH}/me/horoscope`;
    const first = await request(stack.app)
      .post(url)
      .set('Authorization', stack.bearer('p-horoscope'))
      .attach('horoscope', await images.png(), 'chart.png')
      .expect(201);
    expect(first.body.horoscopePhotoUrl).to.equal(first.body.horoscope.urls.full);
    const second = await request(stack.app)
      .post(url)
      .set('Authorization', stack.bearer('p-horoscope'))
      .attach('horoscope', await images.jpeg(), 'chart2.jpg')
      .expect(201);
    expect(second.body.horoscope.id).to.not.equal(first.body.horoscope.id);
    await download('p-horoscope', first.body.horoscopePhotoUrl).expect(404);
    await download('p-horoscope', second.body.horoscopePhotoUrl).expect(200);
    await request(stack.app)
      .post(url)
      .set('Authorization', stack.bearer('p-horoscope'))
      .attach('horoscope', images.pdf(), 'chart.jpg')
      .expect(400);
    const two = await request(stack.app)
      .post(url)
      .set('Authorization', stack.bearer('p-horoscope'))
      .attach('horoscope', await images.png(), 'a.png')
      .attach('horoscope', await images.png(), 'b.png')
      .expect(400);
    expect(two.body.detail).to.equal('You can upload only one horoscope photo');
    expect(two.body.code, 'the code the horoscope route declares').to.equal('too_many_files');
    const removed = await request(stack.app)
      .delete(url)
      .set('Authorization', stack.bearer('p-horoscope'))
      .expect(200);
    expect(removed.body.horoscopePhotoUrl).to.equal(null);
    await request(stack.app).delete(url).set('Authorization', stack.bearer('p-horoscope')).expect(404);
    expect((await stack.stores.profiles.findByUserId('p-horoscope'))!.horoscope).to.equal(null);
  });

  it('refuses uploads from a member without a profile', async () => {
    await upload('p-no-profile')
      .attach('photos', await images.jpeg(), 'a.jpg')
      .expect(404);
  });
});
