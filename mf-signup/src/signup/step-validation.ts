// Everything the wizard needs to check a step, as one on-demand chunk (see lazy-validation.ts).
export { stepResolver } from './step-resolver';
export { checkStep, firstInvalidStep } from './steps';
