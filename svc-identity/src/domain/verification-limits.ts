// Limits of the ID checks. A real Aadhaar offline e-KYC file is a few kilobytes of XML and a small photo (the photo
// of an ID document has its limit in the catalog, which the page checks too).

const KB = 1024;

/** Largest accepted ZIP. */
export const MAX_AADHAAR_FILE_BYTES = 512 * KB;
/** Largest XML accepted inside it, counted as it is decompressed (a ZIP bomb stops there). */
export const MAX_AADHAAR_XML_BYTES = 2 * 1024 * KB;
/**
 * Verification attempts per member: each Aadhaar check decrypts, parses and checks a signature; each document
 * upload counts too.
 */
export const ID_VERIFICATION_ATTEMPTS = { max: 10, windowMs: 60 * 60 * 1000 };
