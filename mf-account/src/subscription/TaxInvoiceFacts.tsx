import { Fragment } from 'react';
import { Facts, SectionHeading } from '../shared/styles';
import type { TaxInvoice } from '../api/payments-api';
import { invoiceFacts } from './invoice-view';

/** The receipt's GST tax invoice: seller, buyer, place of supply and the tax inside the price. */
export function TaxInvoiceFacts({ invoice, refunded }: { invoice: TaxInvoice; refunded: boolean }) {
  return (
    <section aria-labelledby="tax-invoice-heading">
      <SectionHeading id="tax-invoice-heading">Tax invoice{refunded ? ' (refunded)' : ''}</SectionHeading>
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
