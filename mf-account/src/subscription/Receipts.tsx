import { Link } from 'react-router-dom';
import { Card } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { useReceiptsQuery } from '../api/payments-api';
import { Muted, SectionHeading } from '../shared/styles';
import { formatIndianDate } from './subscription-view';

/** The member's receipts, newest first, each opening its printable page. */
export function Receipts() {
  const { data, isLoading } = useReceiptsQuery();
  if (isLoading) return <CardSkeleton label="Loading receipts..." />;
  return (
    <Card as="section" aria-labelledby="receipts-heading">
      <SectionHeading id="receipts-heading">Receipts</SectionHeading>
      {!data || data.items.length === 0 ? (
        <Muted>No payments yet. Receipts of your purchases appear here.</Muted>
      ) : (
        <ul>
          {data.items.map((receipt) => (
            <li key={receipt.number}>
              <Link to={`/receipts/${receipt.number}`}>{receipt.number}</Link> ·{' '}
              {formatIndianDate(receipt.issuedAt)} · {receipt.item} · ₹{receipt.amountInr}
              {receipt.invoice ? ` · tax invoice ${receipt.invoice.number}` : ''}
              {receipt.status === 'refunded' ? ' · refunded' : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
