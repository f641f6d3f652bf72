// Limits of the Aadhaar offline e-KYC upload. A real file is a few kilobytes of XML and a small photo.

const KB = 1024;

/** Largest accepted ZIP. */
export const MAX_AADHAAR_FILE_BYTES = 512 * KB;
/** Largest XML accepted inside it, counted as it is decompressed (a ZIP bomb stops there). */
export const MAX_AADHAAR_XML_BYTES = 2 * 1024 * KB;
/** Verification attempts per member: each one decrypts, parses and checks a signature. */
export const ID_VERIFICATION_ATTEMPTS = { max: 10, windowMs: 60 * 60 * 1000 };
