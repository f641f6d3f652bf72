/**
 * How long "Send OTP" may take to answer in a journey. The button first finishes the invisible captcha's
 * proof of work (ALTCHA, up to 50,000 SHA-256 digests for a quiet address, solved in slices so the page stays
 * responsive): about 3 s at worst on an idle machine, several times that when CI's two cores also run the whole
 * platform and two browsers (one clean-clone run waited more than the default 15 s). Every journey comes from one
 * address, and svc-identity raises a busy address's difficulty (one more base per 50 requests in the hour) instead
 * of refusing it, so a long run pays a few times the base by its end.
 */
export const OTP_SENT_TIMEOUT_MS = 90_000;

/**
 * How long a sign-in may take in a journey: past 20 sign-ins in the hour from the one address the journeys share,
 * svc-identity asks each for proof of work (428 `captcha_required`), which the page solves before it signs in again.
 */
export const SIGNED_IN_TIMEOUT_MS = 90_000;
