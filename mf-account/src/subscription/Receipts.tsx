import { Link } from 'react-router-dom';
import { Card } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { useReceiptsQuery } from '../api/payments-api';
import { Muted, SectionHeading } from '../shared/styles';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { useSubscriptionT } from './messages';
import { formatIndianDate } from './subscription-view';

/** The member's receipts, newest first, each opening its printable page. */
export function Receipts() {
  const { data, isLoading } = useReceiptsQuery();
  const t = useSubscriptionT();
  const locale = useLocale();
  if (isLoading) return <CardSkeleton label={t('subscription.receipts.loading')} />;
  return (
    <Card as="section" aria-labelledby="receipts-heading">
      <SectionHeading id="receipts-heading">{t('subscription.receipts.heading')}</SectionHeading>
      {!data || data.items.length === 0 ? (
        <Muted>{t('subscription.receipts.none')}</Muted>
      ) : (
        <ul>
          {data.items.map((receipt) => (
            <li key={receipt.number}>
              <Link to={`/receipts/${receipt.number}`}>{receipt.number}</Link> ·{' '}
              {formatIndianDate(receipt.issuedAt)} · {receipt.item} · {formatMoney(receipt.amountInr, locale)}
              {receipt.invoice
                ? ` · ${t('subscription.receipts.taxInvoice', { number: receipt.invoice.number })}`
                : ''}
              {receipt.status === 'refunded' ? ` · ${t('subscription.receipts.refunded')}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
