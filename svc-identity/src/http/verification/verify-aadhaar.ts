// An ID check by Aadhaar Paperless Offline e-KYC, in the order docs/product-rules.md#verification gives: the file
// opens with the share code, UIDAI signed it, its mobile is the member's, its name, date of birth and gender are the
// profile's, it is recent, and its person has verified no other account. Only the outcome is kept.
import { outboxEvent, problem, RequestUnansweredError } from '@matrimony/service-kit';
import {
  documentDateOfBirth,
  documentGender,
  isFresh,
  namesAgree,
  parseReferenceId,
  personHash,
  uidaiContactHash
} from '../../domain/aadhaar-offline';
import { ID_VERIFICATION_MESSAGES as MESSAGES } from '../../domain/messages';
import { MATCHED_FIELDS } from '../../store/id-verifications';
import { OfflineEkycRefused, openOfflineEkyc, type OpenFailure } from '../../verification/open-offline-ekyc';
import { type IdentityDeps } from '../deps';

const refusals: Record<OpenFailure, () => Error> = {
  unreadable: () => problem(422, MESSAGES.fileUnreadable, 'aadhaar_file_unreadable'),
  wrong_share_code: () => problem(422, MESSAGES.wrongShareCode, 'wrong_share_code'),
  signature_invalid: () => problem(422, MESSAGES.signatureInvalid, 'aadhaar_signature_invalid')
};

type Deps = Pick<IdentityDeps, 'config' | 'stores' | 'admin' | 'profileFacts' | 'now'>;

/** Runs the checks for the member; throws the first failing check's problem, or records the outcome. */
export async function verifyAadhaar(
  deps: Deps,
  userId: string,
  upload: { zip: Uint8Array; shareCode: string }
): Promise<void> {
  const { config, stores } = deps;
  if (await stores.idVerifications.of(userId))
    throw problem(409, MESSAGES.alreadyVerified, 'id_already_verified');

  const kyc = await openOfflineEkyc(upload.zip, upload.shareCode, config.UIDAI_OFFLINE_CERT).catch(
    (err: unknown) => {
      throw err instanceof OfflineEkycRefused ? refusals[err.reason]() : err;
    }
  );
  const reference = parseReferenceId(kyc.referenceId);
  if (!reference) throw refusals.unreadable();

  // The member's verified mobile is the account's username (the registration OTP, or a confirmed change).
  const account = await deps.admin.getUser(userId);
  const mobile = account?.username;
  if (!mobile || uidaiContactHash(mobile, upload.shareCode, reference.lastDigit) !== kyc.mobileHash)
    throw problem(422, MESSAGES.mobileMismatch, 'aadhaar_mobile_mismatch');

  const facts = await deps.profileFacts(userId).catch((err: unknown) => {
    if (err instanceof RequestUnansweredError)
      throw problem(503, MESSAGES.profileUnavailable, 'profile_unavailable', { retryAfterSeconds: 60 });
    throw err;
  });
  if (!facts.found) throw problem(409, MESSAGES.profileMissing, 'profile_missing');
  if (!namesAgree(kyc.name, facts.fullName))
    throw problem(422, MESSAGES.nameMismatch, 'aadhaar_name_mismatch');
  const dateOfBirth = documentDateOfBirth(kyc.dob);
  if (dateOfBirth !== facts.dateOfBirth) throw problem(422, MESSAGES.dobMismatch, 'aadhaar_dob_mismatch');
  const gender = documentGender(kyc.gender);
  if (gender !== facts.gender) throw problem(422, MESSAGES.genderMismatch, 'aadhaar_gender_mismatch');

  const now = deps.now();
  if (!isFresh(reference.issuedAt, now)) throw problem(422, MESSAGES.fileStale, 'aadhaar_file_stale');

  const outcome = await stores.idVerifications.record(
    {
      userId,
      method: 'aadhaar-offline',
      verifiedAt: now,
      matched: [...MATCHED_FIELDS],
      personHash: personHash(config.AADHAAR_HASH_KEY, {
        lastFourDigits: reference.lastFourDigits,
        name: kyc.name,
        dateOfBirth,
        gender
      })
    },
    outboxEvent('identity.verification.changed', { userId, checks: { mobile: true, id: true } })
  );
  if (outcome === 'account_verified') throw problem(409, MESSAGES.alreadyVerified, 'id_already_verified');
  if (outcome === 'person_used') throw problem(409, MESSAGES.alreadyUsed, 'aadhaar_already_used');
}
