import { styled } from 'styled-components';
import { CONTACT_UNLOCK_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { usePageT, type PageMessageId } from './messages';

type QuestionOf<Id> = Id extends `faq.${infer Name}.q` ? Name : never;
type FaqId = QuestionOf<PageMessageId>;

/** A question (`faq.<id>.q`) and its answer (`faq.<id>.a`), with the counts they name. */
export type FaqItem = { id: FaqId; values?: Record<string, number> };

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};

  & > summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & > summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  & > p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const t = usePageT();
  const locale = useLocale();
  const prices = {
    price: formatMoney(PREMIUM_PRICE_INR, locale),
    contactPrice: formatMoney(CONTACT_UNLOCK_PRICE_INR, locale)
  };
  return (
    <List>
      {items.map(({ id, values }) => (
        <Item key={id}>
          <summary>{t(`faq.${id}.q`, prices)}</summary>
          <p>{t(`faq.${id}.a`, { ...prices, ...values })}</p>
        </Item>
      ))}
    </List>
  );
}
