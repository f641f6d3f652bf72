import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { PLANS } from '@matrimony/catalog/plans';
import { describeCatalogues } from '@matrimony/i18n/parity';
import { PLAN_FEATURE_MESSAGES } from '../src/landing/plans';

describeCatalogues(join(dirname(fileURLToPath(import.meta.url)), '../src'));

describe('the pricing cards', () => {
  it('have a message for every plan feature the catalog lists', () => {
    const features = PLANS.flatMap((plan) => plan.features);
    expect(features.filter((feature) => !PLAN_FEATURE_MESSAGES[feature])).to.deep.equal([]);
  });
});
