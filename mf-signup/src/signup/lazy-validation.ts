// zod, the catalog's profile schemas and the option lists are not needed to show step 1: they
// load the first time the wizard checks a step (react-hook-form resolvers may be asynchronous).
import { type Resolver } from 'react-hook-form';
import { type StepCheck } from './steps';
import { type WizardValues } from './wizard-values';

const loadValidation = () => import('./step-validation');

/**
 * Fetches the step checks ahead of the first Next that needs them (from step 2 on), so that Next does not wait for
 * the download. A failed download is not kept: the next check fetches it again.
 */
export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

/** The step resolver (step-resolver.ts), fetched on the first validation. */
export function lazyStepResolver(currentStep: () => number): Resolver<WizardValues> {
  return async (values, context, options) =>
    (await loadValidation()).stepResolver(currentStep)(values, context, options);
}

export async function checkStepLater(step: number, values: WizardValues): Promise<StepCheck> {
  return (await loadValidation()).checkStep(step, values);
}

export async function firstInvalidStepLater(values: WizardValues): Promise<number | undefined> {
  return (await loadValidation()).firstInvalidStep(values);
}
