import { styled } from 'styled-components';
import {
  MOTHER_TONGUES,
  QUICK_SEARCH_DEFAULT_AGES,
  QUICK_SEARCH_SEEKING,
  RELIGIONS,
  quickSearchAges
} from '@matrimony/catalog/quick-search-options';
import { Button, Select, media } from '@matrimony/ui';
import { usePublicT } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 56rem;
  margin: 0 auto ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  text-align: left;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  grid-template-columns: 1fr 1fr;

  > :first-child,
  > :nth-child(4),
  > :nth-child(5),
  > button {
    grid-column: 1 / -1;
  }
  ${media.up('md')} {
    grid-template-columns: 1.2fr 0.8fr 0.8fr 1.2fr 1.2fr auto;
    align-items: end;
    > :first-child,
    > :nth-child(4),
    > :nth-child(5),
    > button {
      grid-column: auto;
    }
  }
`;

const SEEKING_LABELS = { bride: 'landing.search.bride', groom: 'landing.search.groom' } as const;
const ages = quickSearchAges().map(String);

/**
 * "I'm looking for a Bride, aged 25 to 30, Hindu, Tamil": a plain GET form, so it works on the prerendered page
 * before the app takes over; the sign-up wizard reads the answers from its link.
 */
export function QuickSearch() {
  const t = usePublicT();
  const seeking = QUICK_SEARCH_SEEKING.map((value) => ({ value, label: t(SEEKING_LABELS[value]) }));
  return (
    <Form method="get" action="/signup" aria-label={t('landing.search.label')}>
      <Select
        id="qs-looking-for"
        name="lookingFor"
        label={t('landing.search.lookingFor')}
        options={seeking}
        defaultValue="bride"
      />
      <Select
        id="qs-age-min"
        name="ageMin"
        label={t('landing.search.agedFrom')}
        options={ages}
        defaultValue={String(QUICK_SEARCH_DEFAULT_AGES.min)}
      />
      <Select
        id="qs-age-max"
        name="ageMax"
        label={t('landing.search.agedTo')}
        options={ages}
        defaultValue={String(QUICK_SEARCH_DEFAULT_AGES.max)}
      />
      <Select
        id="qs-religion"
        name="religion"
        label={t('landing.search.religion')}
        options={RELIGIONS}
        placeholder={t('landing.search.any')}
      />
      <Select
        id="qs-mother-tongue"
        name="motherTongue"
        label={t('landing.search.motherTongue')}
        options={MOTHER_TONGUES}
        placeholder={t('landing.search.any')}
      />
      <Button type="submit">{t('landing.search.submit')}</Button>
    </Form>
  );
}
