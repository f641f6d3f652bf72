import { styled } from 'styled-components';
import { formatDate as formatDateIn } from '@matrimony/catalog/date-format';
import { activeLocale } from '@matrimony/i18n';
import { Button, Card, PageMeta, VisuallyHidden } from '@matrimony/ui';
import { type Receipt } from '../api/payments-api';
import { ActionLink, Facts, Muted, Page } from '../shared/styles';
import { formatRupees } from './invoice-view';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { subscriptionText, useSubscriptionT } from './messages';
import { formatIndianDate } from './subscription-view';
import { TaxInvoiceFacts } from './TaxInvoiceFacts';
import { useInvoiceDownload } from './use-invoice-download';

/** A date in the active language, as the sentence around it (written outside a component). */
const formatDate = (iso: string) => formatDateIn(iso, { locale: activeLocale() });

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
    ? subscriptionText('subscription.receipt.refunded', { amount, date: formatDate(refund.processedAt) })
    : subscriptionText('subscription.receipt.refundIssued', { amount, date: formatDate(refund.issuedAt) });
}

/** The receipt as the member reads and prints it. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { download, downloading, announcement, failure } = useInvoiceDownload(
    receipt.number,
    receipt.invoice
  );
  const refunded = receipt.status === 'refunded';
  const t = useSubscriptionT();
  const text = useCatalogText();
  const title = t('subscription.receipt.title', { number: receipt.number });
  return (
    <Page>
      <PageMeta
        title={title}
        description={t('subscription.receipt.description')}
        path={`/receipts/${receipt.number}`}
        robots="noindex"
      />
      <h1>{title}</h1>
      <Printable>
        <Facts>
          <dt>{t('subscription.receipt.date')}</dt>
          <dd>{formatIndianDate(receipt.issuedAt)}</dd>
          <dt>{t('subscription.receipt.item')}</dt>
          <dd>{receipt.item}</dd>
          {receipt.periodStart && receipt.periodEnd ? (
            <>
              <dt>{t('subscription.receipt.period')}</dt>
              <dd>
                {formatIndianDate(receipt.periodStart)} – {formatIndianDate(receipt.periodEnd)}
              </dd>
            </>
          ) : null}
          <dt>{t('subscription.receipt.amount')}</dt>
          <dd>{t('subscription.receipt.amountValue', { amount: formatRupees(receipt.amountInr) })}</dd>
          <dt>{t('subscription.receipt.paymentId')}</dt>
          <dd>{receipt.paymentId}</dd>
          <dt>{t('subscription.receipt.order')}</dt>
          <dd>{receipt.orderId}</dd>
          <dt>{t('subscription.fact.status')}</dt>
          <dd>
            {refunded ? t('subscription.receipt.statusRefunded') : t('subscription.receipt.statusPaid')}
          </dd>
          {receipt.refund ? (
            <>
              <dt>{t('subscription.receipt.refund')}</dt>
              <dd>{refundText(receipt.refund)}</dd>
            </>
          ) : null}
        </Facts>
        {receipt.invoice ? (
          <TaxInvoiceFacts invoice={receipt.invoice} refunded={refunded} />
        ) : (
          <Muted>{t('subscription.receipt.noInvoice')}</Muted>
        )}
      </Printable>
      <NoPrint>
        <Button type="button" onClick={() => window.print()}>
          {t('subscription.receipt.print')}
        </Button>
        {receipt.invoice ? (
          <Button
            type="button"
            variant="secondary"
            onClick={download}
            busy={downloading}
            busyLabel={t('subscription.receipt.downloading')}
          >
            {t('subscription.receipt.download')}
          </Button>
        ) : null}
        <ActionLink to="/subscription" $variant="secondary">
          {t('subscription.receipt.back')}
        </ActionLink>
      </NoPrint>
      {failure ? (
        <Failure role="alert">
          <strong>{text(failure.title)}</strong> {failure.description ? text(failure.description) : null}
        </Failure>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Page>
  );
}
