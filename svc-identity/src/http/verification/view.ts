import { type ResponseOf } from '@matrimony/contracts';
import { type verificationRoutes } from '@matrimony/contracts/http/identity/verification';
import { type IdVerifications } from '../../store/id-verifications';

type Checks = ResponseOf<typeof verificationRoutes.getVerification>;

/** The member's own checks: the method and time, never what the document held. */
export function verificationView(outcome: Awaited<ReturnType<IdVerifications['of']>>): Checks {
  return {
    // Every account's mobile was verified by OTP at registration (and again at any change of number).
    mobile: { verified: true },
    id: outcome
      ? { verified: true, method: outcome.method, verifiedAt: outcome.verifiedAt.toISOString() }
      : { verified: false, method: null, verifiedAt: null }
  };
}
