import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import { type $ZodType } from 'zod/v4/core';
import { stepSchema } from './steps';
import { type WizardValues } from './wizard-values';

/**
 * react-hook-form validates only the step on screen: the resolver picks that step's catalog schema
 * each time. `raw` keeps the form's own values (the step schemas describe only part of the form).
 */
export function stepResolver(currentStep: () => number, today?: () => Date): Resolver<WizardValues> {
  return async (values, context, options) => {
    const schema = (await stepSchema(currentStep(), today)) as unknown as $ZodType<
      WizardValues,
      WizardValues
    >;
    return await zodResolver(schema, undefined, { raw: true })(values, context, options);
  };
}
