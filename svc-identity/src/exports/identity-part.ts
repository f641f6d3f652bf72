// svc-identity's part of a member's data export: the account Keycloak holds, the consent given at registration,
// the account's standing, the outcome of an ID check, the ID documents sent for review and the member's exports. Passwords (Keycloak keeps only their hash), OTP hashes and
// rate-limit counters are not personal data the member gave and are left out.
import { exportPartObject } from '@matrimony/contracts';
import { joinName } from '../domain/names';
import { type IdentityDeps } from '../http/deps';

type PartDeps = Pick<IdentityDeps, 'admin' | 'stores' | 'exportStore' | 'now'>;

/** Builds the identity part of an export (null when the export no longer exists: the account was deleted). */
export async function identityPartOf(
  deps: PartDeps,
  exportId: string,
  userId: string
): Promise<Record<string, unknown> | null> {
  const { admin, stores } = deps;
  const record = await stores.exports.get(exportId);
  if (!record || record.userId !== userId) return null;
  const [user, consent, standing, passwordChanges, registration, exports, idCheck, idDocuments] =
    await Promise.all([
      admin.getUser(userId),
      stores.consents.of(userId),
      stores.suspensions.current(userId),
      stores.credentialVersions.current(userId),
      stores.registrations.model.findOne({ userId }, { createdAt: 1 }).lean(),
      stores.exports.allOf(userId),
      stores.idVerifications.of(userId),
      stores.idDocuments.allOf(userId)
    ]);
  return {
    service: 'svc-identity',
    exportId,
    generatedAt: deps.now().toISOString(),
    account: user
      ? {
          userId: user.id,
          mobile: user.attributes?.phone?.[0] ?? user.username,
          mobileVerified: user.attributes?.phone_verified?.[0] === 'true',
          email: user.email ?? null,
          fullName: joinName(user.firstName, user.lastName),
          enabled: user.enabled ?? true
        }
      : null,
    registeredAt: registration?.createdAt.toISOString() ?? null,
    consent: consent
      ? {
          declarationAccepted: consent.declarationAccepted,
          declaration: consent.declaration,
          termsVersion: consent.termsVersion,
          privacyVersion: consent.privacyVersion,
          acceptedAt: consent.acceptedAt.toISOString(),
          ip: consent.ip ?? null
        }
      : null,
    standing: standing ? { state: standing.state, since: standing.at.toISOString() } : null,
    passwordChanges,
    // The person hash stays out: it is a keyed hash that means nothing without the service's key.
    idVerification: idCheck
      ? { method: idCheck.method, verifiedAt: idCheck.verifiedAt.toISOString(), matched: idCheck.matched }
      : null,
    // The photos of ID documents sent for review: what, when and the outcome; never the image.
    idDocuments: idDocuments.map((each) => ({
      kind: each.kind,
      status: each.status,
      submittedAt: each.submittedAt.toISOString(),
      decidedAt: each.decidedAt?.toISOString() ?? null,
      reason: each.reason
    })),
    dataExports: exports.map((each) => ({
      id: each._id,
      requestedAt: each.requestedAt.toISOString(),
      readyAt: each.readyAt?.toISOString() ?? null
    }))
  };
}

/** Writes the identity part and records it (svc-identity does not announce its own part: it is the recorder). */
export async function writeIdentityPart(deps: PartDeps, exportId: string, userId: string): Promise<void> {
  const part = await identityPartOf(deps, exportId, userId);
  if (!part) return;
  const name = exportPartObject(exportId, 'identity');
  await deps.exportStore.putJsonOnce(name, part);
  await deps.stores.exports.recordPart(exportId, 'identity', [name], deps.now());
}
