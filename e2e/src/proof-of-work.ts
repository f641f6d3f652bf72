/**
 * How long "Send OTP" may take to answer in a journey. The button first finishes the invisible captcha's
 * proof of work (ALTCHA, up to 50,000 SHA-256 digests, solved in slices so the page stays responsive): about
 * 3 s at worst on an idle machine, several times that when CI's two cores also run the whole platform and two
 * browsers (one clean-clone run waited more than the default 15 s).
 */
export const OTP_SENT_TIMEOUT_MS = 45_000;
