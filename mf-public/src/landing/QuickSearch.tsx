import { styled } from 'styled-components';
import {
  MOTHER_TONGUES,
  QUICK_SEARCH_DEFAULT_AGES,
  QUICK_SEARCH_SEEKING,
  QUICK_SEARCH_SEEKING_LABELS,
  RELIGIONS,
  quickSearchAges
} from '@matrimony/catalog/quick-search-options';
import { Button, Select, media } from '@matrimony/ui';

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

const seeking = QUICK_SEARCH_SEEKING.map((value) => ({ value, label: QUICK_SEARCH_SEEKING_LABELS[value] }));
const ages = quickSearchAges().map(String);

/**
 * "I'm looking for a Bride, aged 25 to 30, Hindu, Tamil": a plain GET form, so it works on the prerendered page
 * before the app takes over; the sign-up wizard reads the answers from its link.
 */
export function QuickSearch() {
  return (
    <Form method="get" action="/signup" aria-label="Quick search">
      <Select
        id="qs-looking-for"
        name="lookingFor"
        label="I'm looking for a"
        options={seeking}
        defaultValue="bride"
      />
      <Select
        id="qs-age-min"
        name="ageMin"
        label="Aged from"
        options={ages}
        defaultValue={String(QUICK_SEARCH_DEFAULT_AGES.min)}
      />
      <Select
        id="qs-age-max"
        name="ageMax"
        label="to"
        options={ages}
        defaultValue={String(QUICK_SEARCH_DEFAULT_AGES.max)}
      />
      <Select id="qs-religion" name="religion" label="Religion" options={RELIGIONS} placeholder="Any" />
      <Select
        id="qs-mother-tongue"
        name="motherTongue"
        label="Mother tongue"
        options={MOTHER_TONGUES}
        placeholder="Any"
      />
      <Button type="submit">Let&apos;s begin</Button>
    </Form>
  );
}
