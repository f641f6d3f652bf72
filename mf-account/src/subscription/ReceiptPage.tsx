import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, EmptyState, PageMeta, ProfileSkeleton } from '@matrimony/ui';
import { useReceiptQuery } from '../api/payments-api';
import { ActionLink, Facts, Page } from '../shared/styles';
import { formatIndianDate } from './subscription-view';

const Printable = styled(Card)`
  @media print {
    box-shadow: none;
    border: 0;
  }
`;

const NoPrint = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  @media print {
    display: none;
  }
`;

/** /receipts/:number: one receipt, laid out to print. */
export default function ReceiptPage() {
  const { number = '' } = useParams();
  const { data, error, isLoading } = useReceiptQuery(number, { skip: !/^MAT-\d{4}-\d{6}$/.test(number) });
  if (isLoading)
    return (
      <Page>
        <ProfileSkeleton />
      </Page>
    );
  if (!data || error) {
    return (
      <Page>
        <EmptyState
          title="Receipt not found"
          description="There is no receipt with this number on your account."
          action={<ActionLink to="/subscription">Your plan and receipts</ActionLink>}
        />
      </Page>
    );
  }
  return (
    <Page>
      <PageMeta
        title={`Receipt ${data.number}`}
        description="Payment receipt"
        path={`/receipts/${data.number}`}
        robots="noindex"
      />
      <h1>Receipt {data.number}</h1>
      <Printable>
        <Facts>
          <dt>Date</dt>
          <dd>{formatIndianDate(data.issuedAt)}</dd>
          <dt>Item</dt>
          <dd>{data.item}</dd>
          {data.periodStart && data.periodEnd ? (
            <>
              <dt>Period</dt>
              <dd>
                {formatIndianDate(data.periodStart)} – {formatIndianDate(data.periodEnd)}
              </dd>
            </>
          ) : null}
          <dt>Amount</dt>
          <dd>₹{data.amountInr} (INR)</dd>
          <dt>Payment id</dt>
          <dd>{data.paymentId}</dd>
          <dt>Order</dt>
          <dd>{data.orderId}</dd>
          <dt>Status</dt>
          <dd>{data.status === 'refunded' ? 'Refunded' : 'Paid'}</dd>
        </Facts>
      </Printable>
      <NoPrint>
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
        <ActionLink to="/subscription" $variant="secondary">
          Back to your plan
        </ActionLink>
      </NoPrint>
    </Page>
  );
}
