// The clock catalog tests run on; the sample profile itself is shared from src/testing.
export { sampleProfileInput as validProfile } from '../src/testing/sample-profile';
export const TODAY = new Date('2025-11-21T06:30:00Z'); // 21 Nov 2025, 12:00 IST
