// The pure rules of an Aadhaar offline e-KYC check: UIDAI's mobile hash, the referenceId, names, dates, freshness.
import { expect } from 'chai';
import {
  documentDateOfBirth,
  documentGender,
  isFresh,
  namesAgree,
  parseReferenceId,
  personHash,
  uidaiContactHash
} from '../src/domain/aadhaar-offline';

describe('Aadhaar offline e-KYC rules', () => {
  // Expected values computed apart from this code: `printf %s "$v" | sha256sum`, repeated on the hex.
  describe("UIDAI's mobile hash (SHA-256 of mobile + share code, re-hashed up to the last digit)", () => {
    const ONE_ROUND = 'b22ab9e09fe8f0e292fbfab5941b36b8ef07bda9e6e0154f6e8db47b05e0d8de';

    it('hashes once when the last digit is 0', () => {
      expect(uidaiContactHash('9800000002', 'Abc@123', 0)).to.equal(ONE_ROUND);
    });

    it('hashes once when the last digit is 1', () => {
      expect(uidaiContactHash('9800000002', 'Abc@123', 1)).to.equal(ONE_ROUND);
    });

    it("gives UIDAI's worked example: mobile 9800000002, share code Abc@123, last digit 4 (four rounds)", () => {
      expect(uidaiContactHash('9800000002', 'Abc@123', 4)).to.equal(
        '735c04aebc33a05af444ed41f6352b083c5a28d75ff1a26f0fe2c72bba94d7dc'
      );
    });

    it('hashes nine times when the last digit is 9', () => {
      expect(uidaiContactHash('9800000002', 'Abc@123', 9)).to.equal(
        'ef1334046a2496790933cb1cd76186bbf260e210d774e22fc225ef94cb9890e7'
      );
    });

    it('depends on the share code', () => {
      expect(uidaiContactHash('9800000002', 'Abc@124', 4)).to.not.equal(
        uidaiContactHash('9800000002', 'Abc@123', 4)
      );
    });
  });

  it('reads the four digits and the time of issue (IST) from the referenceId', () => {
    const reference = parseReferenceId('437220190509110009753');
    expect(reference).to.deep.equal({
      lastFourDigits: '4372',
      lastDigit: 2,
      issuedAt: new Date('2019-05-09T05:30:09.753Z')
    });
    expect(parseReferenceId('4372')).to.equal(undefined);
    expect(parseReferenceId('437220191309110009753')).to.equal(undefined);
  });

  it('counts a file as recent for 3 days from its time of issue', () => {
    const issuedAt = new Date('2026-11-20T10:00:00Z');
    expect(isFresh(issuedAt, new Date('2026-11-23T09:59:59Z'))).to.equal(true);
    expect(isFresh(issuedAt, new Date('2026-11-23T10:00:01Z'))).to.equal(false);
    expect(isFresh(issuedAt, new Date('2026-11-20T09:55:00Z'))).to.equal(true);
    expect(isFresh(issuedAt, new Date('2026-11-20T09:00:00Z'))).to.equal(false);
  });

  it('compares names without case, spacing or dots, and lets an initial stand for a word', () => {
    expect(namesAgree('PRIYA  LAKSHMI', 'Priya Lakshmi')).to.equal(true);
    expect(namesAgree('P. Lakshmi', 'Priya Lakshmi')).to.equal(true);
    expect(namesAgree('Lakshmi Priya R', 'Lakshmi Priya Raman')).to.equal(true);
    expect(namesAgree('Lakshmi Priya R.', 'lakshmi priya  r')).to.equal(true);
    expect(namesAgree('Priya Lakshmi', 'Priya Lakshmanan')).to.equal(false);
    expect(namesAgree('Priya Lakshmi', 'Lakshmi Priya')).to.equal(false);
    expect(namesAgree('Priya Lakshmi', 'Priya')).to.equal(false);
    expect(namesAgree('K. R.', 'Kavya Rao')).to.equal(false);
    expect(namesAgree('R Lakshmi', 'Priya Lakshmi')).to.equal(false);
  });

  it("turns UIDAI's DD-MM-YYYY and M/F/T into the profile's values", () => {
    expect(documentDateOfBirth('14-08-1996')).to.equal('1996-08-14');
    expect(documentDateOfBirth('1996')).to.equal(undefined);
    expect([documentGender('M'), documentGender('F'), documentGender('T')]).to.deep.equal([
      'male',
      'female',
      undefined
    ]);
  });

  it('keys the person hash, and normalises the name inside it', () => {
    const person = {
      lastFourDigits: '4394',
      name: 'Priya Lakshmi',
      dateOfBirth: '1996-08-14',
      gender: 'female'
    };
    const key = 'k'.repeat(32);
    expect(personHash(key, person)).to.equal(personHash(key, { ...person, name: ' PRIYA  lakshmi ' }));
    expect(personHash(key, person)).to.not.equal(personHash('j'.repeat(32), person));
    expect(personHash(key, person)).to.not.equal(personHash(key, { ...person, lastFourDigits: '4395' }));
    expect(personHash(key, person)).to.not.contain('4394');
  });
});
