// The first step's line about the landing page's quick search, in the page's language (quickSearchSummary from
// @matrimony/catalog writes the same line in English).
import { type QuickSearchSeed } from '@matrimony/catalog/quick-search-options';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useSignupT } from '../shared/messages';

/** "We'll look for a bride aged 25-30, Hindu, Tamil: you can change this later.", or null with nothing to say. */
export function useSeedSummary(seed: QuickSearchSeed): string | null {
  const t = useSignupT();
  const text = useCatalogText();
  const { ageMin, ageMax } = seed;
  let ages: string | null = null;
  if (ageMin !== undefined && ageMax !== undefined)
    ages =
      ageMin === ageMax
        ? t('signup.seed.agedExactly', { age: ageMin })
        : t('signup.seed.agedBetween', { min: ageMin, max: ageMax });
  else if (ageMin !== undefined) ages = t('signup.seed.agedFrom', { age: ageMin });
  else if (ageMax !== undefined) ages = t('signup.seed.agedUpTo', { age: ageMax });
  const facts = [seed.religion, seed.motherTongue].filter((fact) => fact !== undefined).map(text);
  if (!ages && facts.length === 0) return null;
  const whom = t(
    seed.lookingFor === 'bride'
      ? 'signup.seed.bride'
      : seed.lookingFor === 'groom'
        ? 'signup.seed.groom'
        : 'signup.seed.partner'
  );
  const described = [ages ? t('signup.seed.whomAged', { whom, ages }) : whom, ...facts].join(', ');
  return t('signup.seed.summary', { described });
}
