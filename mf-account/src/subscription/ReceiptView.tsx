import { styled } from 'styled-components';
import { formatDate } from '@matrimony/catalog/date-format';
import { Button, Card, PageMeta, VisuallyHidden } from '@matrimony/ui';
import { type Receipt } from '../api/payments-api';
import { ActionLink, Facts, Muted, Page } from '../shared/styles';
import { formatRupees } from './invoice-view';
import { formatIndianDate } from './subscription-view';
import { TaxInvoiceFacts } from './TaxInvoiceFacts';
import { useInvoiceDownload } from './use-invoice-download';

const Printable = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media print {
    box-shadow: none;
    border: 0;
  }
`;

const NoPrint = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  @media print {
    display: none;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "Refunded ₹499 on 28 Nov 2026", or while the bank has not been paid back, when it was issued. */
function refundText(refund: NonNullable<Receipt['refund']>): string {
  const amount = `₹${wholeRupees.format(refund.amountInr)}`;
  return refund.processedAt
    ? `Refunded ${amount} on ${formatDate(refund.processedAt)}`
    : `Refund of ${amount} issued on ${formatDate(refund.issuedAt)}; your bank usually credits it within 5 to 7 working days`;
}

/** The receipt as the member reads and prints it. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { download, downloading, announcement, failure } = useInvoiceDownload(
    receipt.number,
    receipt.invoice
  );
  const refunded = receipt.status === 'refunded';
  return (
    <Page>
      <PageMeta
        title={`Receipt ${receipt.number}`}
        description="Payment receipt and tax invoice"
        path={`/receipts/${receipt.number}`}
        robots="noindex"
      />
      <h1>Receipt {receipt.number}</h1>
      <Printable>
        <Facts>
          <dt>Date</dt>
          <dd>{formatIndianDate(receipt.issuedAt)}</dd>
          <dt>Item</dt>
          <dd>{receipt.item}</dd>
          {receipt.periodStart && receipt.periodEnd ? (
            <>
              <dt>Period</dt>
              <dd>
                {formatIndianDate(receipt.periodStart)} – {formatIndianDate(receipt.periodEnd)}
              </dd>
            </>
          ) : null}
          <dt>Amount</dt>
          <dd>{formatRupees(receipt.amountInr)} (INR, GST included)</dd>
          <dt>Payment id</dt>
          <dd>{receipt.paymentId}</dd>
          <dt>Order</dt>
          <dd>{receipt.orderId}</dd>
          <dt>Status</dt>
          <dd>{refunded ? 'Refunded' : 'Paid'}</dd>
          {receipt.refund ? (
            <>
              <dt>Refund</dt>
              <dd>{refundText(receipt.refund)}</dd>
            </>
          ) : null}
        </Facts>
        {receipt.invoice ? (
          <TaxInvoiceFacts invoice={receipt.invoice} refunded={refunded} />
        ) : (
          <Muted>This receipt was issued before payments came with tax invoices.</Muted>
        )}
      </Printable>
      <NoPrint>
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
        {receipt.invoice ? (
          <Button
            type="button"
            variant="secondary"
            onClick={download}
            busy={downloading}
            busyLabel="Downloading invoice..."
          >
            Download invoice (PDF)
          </Button>
        ) : null}
        <ActionLink to="/subscription" $variant="secondary">
          Back to your plan
        </ActionLink>
      </NoPrint>
      {failure ? (
        <Failure role="alert">
          <strong>{failure.title}</strong> {failure.description}
        </Failure>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Page>
  );
}
