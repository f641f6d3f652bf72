import { expect } from 'chai';
import { CONTACT_UNLOCK, PLANS } from '@matrimony/catalog';
import { PLAN_TEXT_MESSAGES, planText } from '../src/subscription/plan-text';

describe('the plans on /subscription', () => {
  it('have a message for every plan name and feature the catalog lists, and the contact unlock', () => {
    const texts = [
      ...PLANS.flatMap((plan) => [plan.name, ...plan.features]),
      CONTACT_UNLOCK.name,
      CONTACT_UNLOCK.description
    ];
    expect(texts.filter((text) => !PLAN_TEXT_MESSAGES[text])).to.deep.equal([]);
  });

  it('read in English exactly as the catalog writes them', () => {
    for (const plan of PLANS)
      for (const feature of plan.features) expect(planText(feature)).to.equal(feature);
    expect(planText('Something new')).to.equal('Something new');
  });
});
