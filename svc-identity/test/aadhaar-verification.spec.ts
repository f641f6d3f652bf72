// ID verification by Aadhaar Paperless Offline e-KYC through the API: files made by the uidai-dev stand-in, the
// profile's facts answered over real NATS as svc-profile answers them, the outcome kept and announced, nothing else.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import request from 'supertest';
import { TextReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import { SignedXml } from 'xml-crypto';
import { type NatsReplyOf } from '@matrimony/contracts';
import { verificationRoutes as routes } from '@matrimony/contracts/http/identity/verification';
import { answerRequests, createLogger, type RequestResponder } from '@matrimony/service-kit';
import { expectContract, expectProblem } from '@matrimony/service-kit/testing';
import { UIDAI_DEV_CERTIFICATE, issueOfflineEkyc, type OfflineEkycInput } from '@matrimony/uidai-dev';
import { readConfig } from '../src/config';
import { ID_VERIFICATION_MESSAGES as MESSAGES } from '../src/domain/messages';
import { api, registerMember, type Member } from './support/flows';
import { startStack, type Stack } from './support/stack';

type Facts = NatsReplyOf<'request.profile.verification-facts'>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('ID verification: Aadhaar Paperless Offline e-KYC', function () {
  let stack: Stack;
  let responder: RequestResponder;
  /** What svc-profile would answer per member; `fail` makes it answer that it cannot. */
  const profiles = new Map<string, Facts | 'fail'>();

  before(async () => {
    stack = await startStack();
    responder = answerRequests({
      nc: stack.nc,
      subject: 'request.profile.verification-facts',
      logger: createLogger({ name: 'svc-profile', level: 'silent' }),
      async handler({ userId }) {
        const facts = profiles.get(userId) ?? { found: false };
        if (facts === 'fail') throw new Error('profile store down');
        return facts;
      }
    });
  });
  after(async () => {
    await responder?.stop();
    await stack?.stop();
  });

  /** A registered member whose profile says Priya Lakshmi, born 14 August 1996, female (unless told otherwise). */
  async function member(facts: Partial<Extract<Facts, { found: true }>> = {}): Promise<Member> {
    const registered = await registerMember(stack, { fullName: 'Priya Lakshmi' });
    profiles.set(registered.userId, {
      found: true,
      profileId: `profile-${registered.userId}`,
      memberNumber: null,
      displayName: 'Priya L.',
      fullName: 'Priya Lakshmi',
      dateOfBirth: '1996-08-14',
      gender: 'female',
      ...facts
    });
    return registered;
  }

  /** Her offline e-KYC file, as UIDAI's portal would give it to her today. */
  const fileFor = (who: Member, overrides: Partial<OfflineEkycInput> = {}) =>
    issueOfflineEkyc({
      mobile: who.mobile,
      name: 'PRIYA LAKSHMI',
      dob: '14-08-1996',
      gender: 'F',
      lastFourDigits: '4394',
      shareCode: 'Zq7#',
      issuedAt: stack.identity.now(),
      ...overrides
    });

  const upload = (who: Member, zip: Uint8Array, shareCode = 'Zq7#') =>
    request(stack.app)
      .post(api('/verification/aadhaar'))
      .set('Authorization', `Bearer ${who.tokens.access_token}`)
      .attach('file', Buffer.from(zip), 'offlineaadhaar.zip')
      .field('shareCode', shareCode);

  const checksOf = async (who: Member) =>
    expectContract(
      routes.getVerification,
      await request(stack.app)
        .get(api('/verification'))
        .set('Authorization', `Bearer ${who.tokens.access_token}`)
    );

  const refused = async (
    res: request.Response,
    code: Parameters<typeof expectProblem<typeof routes.verifyAadhaarOffline>>[2],
    message: { title: string; description: string }
  ) => {
    const problem = expectProblem(routes.verifyAadhaarOffline, res, code);
    expect(problem.title).to.equal(message.title);
    expect(problem.detail).to.equal(message.description);
  };

  async function zipXml(xml: string, shareCode: string): Promise<Uint8Array> {
    const writer = new ZipWriter(new Uint8ArrayWriter(), { password: shareCode, zipCrypto: true });
    await writer.add('offlineaadhaar20261127.xml', new TextReader(xml));
    return writer.close();
  }

  it('answers 401 without a token', async () => {
    expect((await request(stack.app).get(api('/verification'))).status).to.equal(401);
    const res = await request(stack.app)
      .post(api('/verification/aadhaar'))
      .attach('file', Buffer.from('zip'), 'offlineaadhaar.zip')
      .field('shareCode', '1234');
    expect(res.status).to.equal(401);
  });

  it('verifies the member, keeps the outcome and announces which checks hold', async () => {
    const priya = await member();
    expect(await checksOf(priya)).to.deep.equal({
      mobile: { verified: true },
      id: { verified: false, method: null, verifiedAt: null, review: null }
    });
    const res = await upload(priya, (await fileFor(priya)).zip);
    const body = expectContract(routes.verifyAadhaarOffline, res);
    expect(res.status).to.equal(201);
    expect(body.id).to.include({ verified: true, method: 'aadhaar-offline' });
    expect(await checksOf(priya)).to.deep.equal(body);

    await stack.relays.flush();
    const event = await stack.accountEvents.take(
      (e) =>
        e.type === 'identity.verification.changed' && (e.data as { userId: string }).userId === priya.userId
    );
    expect(event.data).to.deep.equal({ userId: priya.userId, checks: { mobile: true, id: true } });

    expectProblem(
      routes.verifyAadhaarOffline,
      await upload(priya, (await fileFor(priya)).zip),
      'id_already_verified'
    );
  });

  it('keeps nothing of the file: no name, address, digits, photo or share code in any collection or log line', async () => {
    const kavya = await member({ fullName: 'Kavya Subramaniam' });
    const file = await fileFor(kavya, {
      name: 'Kavya Subramaniam',
      lastFourDigits: '8271',
      shareCode: 'Vx3$9',
      address: { house: 'Flat 7B', street: 'Thyagaraya Salai', pc: '600017', loc: 'T Nagar' }
    });
    expectContract(routes.verifyAadhaarOffline, await upload(kavya, file.zip, 'Vx3$9'));
    await stack.relays.flush();

    const photo = /<Pht>([^<]+)<\/Pht>/.exec(file.xml)![1]!;
    const mobileHash = / m="([0-9a-f]+)"/.exec(file.xml)![1]!;
    const db = stack.identity.stores.idVerifications.model.db;
    const dump: string[] = [];
    for (const { name } of await db.listCollections())
      dump.push(JSON.stringify(await db.collection(name).find().toArray()));
    const everything = [...dump, ...stack.logLines].join('\n');
    // The scan sees the outcome it looks through (and the log line of the check).
    expect(dump.join('\n')).to.contain(kavya.userId);
    expect(stack.logLines.join('\n')).to.contain('ID verified');
    for (const kept of [
      'Kavya Subramaniam',
      'Subramaniam',
      'Thyagaraya Salai',
      'Flat 7B',
      '600017',
      file.referenceId,
      file.referenceId.slice(4),
      photo,
      photo.slice(0, 40),
      mobileHash,
      'Vx3$9',
      file.xml.slice(0, 60)
    ])
      expect(everything, kept.slice(0, 40)).to.not.contain(kept);
    expect(everything).to.not.match(/(^|[^0-9A-Za-z])8271([^0-9A-Za-z]|$)/);
    const kept = await stack.identity.stores.idVerifications.model.findById(kavya.userId).lean();
    expect(Object.keys(kept!).sort()).to.deep.equal(
      ['__v', '_id', 'matched', 'method', 'pendingEvents', 'personHash', 'verifiedAt'].sort()
    );
  });

  it('refuses a file whose XML was changed by one byte after UIDAI signed it', async () => {
    const anita = await member({ fullName: 'Anita Rao' });
    const { xml } = await fileFor(anita, { name: 'Anita Rao' });
    const tampered = xml.replace('name="Anita Rao"', 'name="Anita Rau"');
    expect(tampered).to.not.equal(xml);
    await refused(
      await upload(anita, await zipXml(tampered, 'Zq7#')),
      'aadhaar_signature_invalid',
      MESSAGES.signatureInvalid
    );
    // The untouched XML, zipped the same way, passes: the byte was the difference.
    expectContract(routes.verifyAadhaarOffline, await upload(anita, await zipXml(xml, 'Zq7#')));
  });

  it('refuses a file signed by anyone but the configured certificate, even one that names its own', async () => {
    const forger = await member();
    const { xml } = await fileFor(forger);
    const unsigned = xml.replace(/<Signature[\s\S]*<\/Signature>/, '');
    const support = (name: string) => readFileSync(new URL(`./support/${name}`, import.meta.url), 'utf8');
    const signer = new SignedXml({
      privateKey: support('other-signing-key.pem'),
      publicCert: support('other-certificate.pem'),
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315'
    });
    signer.addReference({
      xpath: '/*',
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      isEmptyUri: true
    });
    signer.computeSignature(unsigned, { location: { reference: '/*', action: 'append' } });
    const forged = signer.getSignedXml();
    expect(forged).to.contain('<X509Certificate>');
    await refused(
      await upload(forger, await zipXml(forged, 'Zq7#')),
      'aadhaar_signature_invalid',
      MESSAGES.signatureInvalid
    );
    await refused(
      await upload(forger, await zipXml(unsigned, 'Zq7#')),
      'aadhaar_signature_invalid',
      MESSAGES.signatureInvalid
    );
  });

  it('refuses a wrong share code, and a file that is not an offline e-KYC ZIP', async () => {
    const meena = await member();
    const { zip } = await fileFor(meena);
    await refused(await upload(meena, zip, 'Zq7$'), 'wrong_share_code', MESSAGES.wrongShareCode);
    await refused(
      await upload(meena, new TextEncoder().encode('PK not really')),
      'aadhaar_file_unreadable',
      MESSAGES.fileUnreadable
    );
    const res = await request(stack.app)
      .post(api('/verification/aadhaar'))
      .set('Authorization', `Bearer ${meena.tokens.access_token}`)
      .field('shareCode', 'Zq7#');
    await refused(res, 'aadhaar_file_missing', MESSAGES.fileMissing);
  });

  it('refuses a file whose mobile is not the member’s verified mobile', async () => {
    const lata = await member();
    const { zip } = await fileFor(lata, { mobile: '9123456789' });
    await refused(await upload(lata, zip), 'aadhaar_mobile_mismatch', MESSAGES.mobileMismatch);
  });

  it('refuses a name, date of birth or gender that is not the profile’s, each with its own message', async () => {
    const rekha = await member();
    await refused(
      await upload(rekha, (await fileFor(rekha, { name: 'Rekha Menon' })).zip),
      'aadhaar_name_mismatch',
      MESSAGES.nameMismatch
    );
    await refused(
      await upload(rekha, (await fileFor(rekha, { dob: '15-08-1996' })).zip),
      'aadhaar_dob_mismatch',
      MESSAGES.dobMismatch
    );
    await refused(
      await upload(rekha, (await fileFor(rekha, { gender: 'M' })).zip),
      'aadhaar_gender_mismatch',
      MESSAGES.genderMismatch
    );
    // Case, spacing and an initial are not differences.
    expectContract(
      routes.verifyAadhaarOffline,
      await upload(rekha, (await fileFor(rekha, { name: 'priya  l.' })).zip)
    );
  });

  it('refuses a file older than 3 days, and says so', async () => {
    const usha = await member();
    const { zip } = await fileFor(usha, {
      issuedAt: new Date(stack.identity.now().getTime() - 3 * DAY_MS - 60_000)
    });
    await refused(await upload(usha, zip), 'aadhaar_file_stale', MESSAGES.fileStale);
    expect(MESSAGES.fileStale.description).to.contain('3 days');
  });

  it('refuses the same Aadhaar on a second account, naming nothing of the first', async () => {
    const first = await member();
    expectContract(
      routes.verifyAadhaarOffline,
      await upload(first, (await fileFor(first, { lastFourDigits: '5526' })).zip)
    );
    const second = await member();
    const res = await upload(second, (await fileFor(second, { lastFourDigits: '5526' })).zip);
    await refused(res, 'aadhaar_already_used', MESSAGES.alreadyUsed);
    expect(JSON.stringify(res.body)).to.not.contain(first.userId).and.not.contain(first.mobile);
    expect((await checksOf(second)).id.verified).to.equal(false);
    // Another person with the same four digits is someone else.
    const divya = await member({ fullName: 'Divya Nair' });
    const other = await upload(
      divya,
      (await fileFor(divya, { name: 'Divya Nair', lastFourDigits: '5526' })).zip
    );
    expect(expectContract(routes.verifyAadhaarOffline, other).id.verified).to.equal(true);
  });

  it('needs the profile: missing is a 409, svc-profile not answering a 503 to retry', async () => {
    const noProfile = await registerMember(stack);
    await refused(
      await upload(noProfile, (await fileFor(noProfile)).zip),
      'profile_missing',
      MESSAGES.profileMissing
    );
    const unlucky = await member();
    profiles.set(unlucky.userId, 'fail');
    const res = await upload(unlucky, (await fileFor(unlucky)).zip);
    await refused(res, 'profile_unavailable', MESSAGES.profileUnavailable);
    expect(res.headers['retry-after']).to.equal('60');
  });

  it('removes the outcome and its person hash with the account, so the person may verify a new one', async () => {
    const leaving = await member();
    expectContract(
      routes.verifyAadhaarOffline,
      await upload(leaving, (await fileFor(leaving, { lastFourDigits: '6130' })).zip)
    );
    stack.advanceClock(3000);
    await request(stack.app)
      .delete(api('/accounts/me'))
      .set('Authorization', `Bearer ${leaving.tokens.access_token}`)
      .send({ password: leaving.password })
      .expect(204);
    expect(await stack.identity.stores.idVerifications.model.exists({ _id: leaving.userId })).to.equal(null);
    const again = await member();
    expectContract(
      routes.verifyAadhaarOffline,
      await upload(again, (await fileFor(again, { lastFourDigits: '6130' })).zip)
    );
  });

  describe('configuration', () => {
    const production = {
      NODE_ENV: 'production',
      KEYCLOAK_CLIENT_SECRET: 'x'.repeat(32),
      KEYCLOAK_SESSIONS_CLIENT_SECRET: 'x'.repeat(32),
      IDENTITY_TOKEN_SECRET: 'x'.repeat(32),
      ALTCHA_HMAC_KEY: 'x'.repeat(32),
      MOBILE_HASH_KEY: 'x'.repeat(32),
      AADHAAR_HASH_KEY: 'a'.repeat(32)
    };
    const otherCertificate = readFileSync(
      new URL('./support/other-certificate.pem', import.meta.url),
      'utf8'
    );

    it('trusts the stand-in certificate in development', () => {
      expect(readConfig({}).UIDAI_OFFLINE_CERT).to.equal(UIDAI_DEV_CERTIFICATE);
    });

    it('refuses to start in production with the stand-in certificate, or without one', () => {
      expect(() => readConfig({ ...production, UIDAI_OFFLINE_CERT: UIDAI_DEV_CERTIFICATE })).to.throw(
        /UIDAI_OFFLINE_CERT: is the development stand-in/
      );
      expect(() => readConfig(production)).to.throw(/UIDAI_OFFLINE_CERT: is required in production/);
      expect(() => readConfig({ ...production, UIDAI_OFFLINE_CERT: 'not a certificate' })).to.throw(
        /UIDAI_OFFLINE_CERT/
      );
      expect(readConfig({ ...production, UIDAI_OFFLINE_CERT: otherCertificate }).UIDAI_OFFLINE_CERT).to.equal(
        otherCertificate
      );
    });

    it('refuses to start in production without its own person-hash key', () => {
      const { AADHAAR_HASH_KEY: _unset, ...withoutKey } = production;
      expect(() => readConfig({ ...withoutKey, UIDAI_OFFLINE_CERT: otherCertificate })).to.throw(
        /AADHAAR_HASH_KEY: is required in production/
      );
    });
  });
});
