import { expect } from 'chai';
import { type ResolverOptions } from 'react-hook-form';
import { stepResolver } from '../src/signup/step-resolver';
import { EMPTY_VALUES, type WizardValues } from '../src/signup/wizard-values';
import { completeValues, TODAY } from './fixtures';

const options: ResolverOptions<WizardValues> = { fields: {}, shouldUseNativeValidation: false };

describe('react-hook-form step resolver', () => {
  it('reports only the fields of the step on screen, each saying what it needs', async () => {
    let step = 2;
    const resolver = stepResolver(() => step, TODAY);
    const onStep2 = await resolver(EMPTY_VALUES, undefined, options);
    expect(Object.keys(onStep2.errors).sort()).to.deep.equal(['confirmPassword', 'email', 'password']);
    expect(onStep2.errors.email?.message).to.equal('Enter your e-mail address');

    step = 5;
    const onStep5 = await resolver({ ...completeValues(), district: '' }, undefined, options);
    expect(Object.keys(onStep5.errors)).to.deep.equal(['district']);
  });

  it('passes a valid step with the form values untouched', async () => {
    const values = completeValues();
    const result = await stepResolver(() => 3, TODAY)(values, undefined, options);
    expect(result.errors).to.deep.equal({});
    expect(result.values).to.include({
      fullName: 'Priya Sharma',
      password: 'kolam-2025',
      district: 'Chennai'
    });
    expect((result.values as WizardValues).photos).to.have.length(2);
  });
});
