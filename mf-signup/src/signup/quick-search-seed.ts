// The landing page's quick search as the wizard keeps it (docs/product-rules.md#partner-preferences): read once from
// the link the wizard opened with, else from the wizard saved in this tab; it presets whom the profile looks for.
import {
  QUICK_SEARCH_SEEKING_GENDER,
  hasQuickSearch,
  quickSearchSeedOf,
  type QuickSearchSeed
} from '@matrimony/catalog/quick-search-options';
import { type WizardValues } from './wizard-values';

/** The seed in the link (`?lookingFor=bride&ageMin=25...`) if it holds any, else the one saved with the wizard. */
export function seedAtStart(search: string, saved: QuickSearchSeed | undefined): QuickSearchSeed {
  const fromLink = quickSearchSeedOf(Object.fromEntries(new URLSearchParams(search)));
  return hasQuickSearch(fromLink) ? fromLink : (saved ?? {});
}

/**
 * Looking for a bride: the profile looks for a woman and, while "This profile is for" is unset or "Myself", is a
 * man's. A choice the member already made is kept, and choosing a son or daughter later still sets the gender.
 */
export function presetFromSeed(values: WizardValues, seed: QuickSearchSeed): WizardValues {
  if (!seed.lookingFor) return values;
  const sought = QUICK_SEARCH_SEEKING_GENDER[seed.lookingFor];
  const own = sought === 'female' ? 'male' : 'female';
  const forSelf = values.profileFor === '' || values.profileFor === 'myself';
  return {
    ...values,
    lookingFor: values.lookingFor || sought,
    gender: values.gender || (forSelf ? own : values.gender)
  };
}
