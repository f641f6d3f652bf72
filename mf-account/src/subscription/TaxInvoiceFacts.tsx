import { Fragment } from 'react';
import { Facts, SectionHeading } from '../shared/styles';
import type { TaxInvoice } from '../api/payments-api';
import { invoiceFacts } from './invoice-view';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useSubscriptionT } from './messages';

/** The receipt's GST tax invoice: seller, buyer, place of supply and the tax inside the price. */
export function TaxInvoiceFacts({ invoice, refunded }: { invoice: TaxInvoice; refunded: boolean }) {
  const t = useSubscriptionT();
  useCatalogText('places'); // the states, in the active language
  return (
    <section aria-labelledby="tax-invoice-heading">
      <SectionHeading id="tax-invoice-heading">
        {refunded ? t('subscription.invoice.headingRefunded') : t('subscription.invoice.heading')}
      </SectionHeading>
      <Facts>
        {invoiceFacts(invoice).map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </Facts>
    </section>
  );
}
