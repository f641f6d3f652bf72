// @matrimony/ui/refusal: a refused call (429) kept on screen with its countdown, for the forms that can be refused
// (sign-in, sign-up's OTP, password reset, Settings' password checks); outside the shared singleton, like /countdown.
export { RefusalNotice } from './components/RefusalNotice';
export { useRefusal, type Refusal, type RefusalMessage, type RefusedProblem } from './hooks/refusal';
export { retryLabel, useRetryLabel, waitWords } from './hooks/countdown';
