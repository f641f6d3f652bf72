import { useState } from 'react';
import { type UserMessage } from '@matrimony/catalog/messages';
import { problemMessage } from '@matrimony/session';
import { downloadInvoice, type TaxInvoice } from '../api/payments-api';
import { saveFile } from '../shared/save-file';
import { invoiceFileName } from './invoice-view';
import { subscriptionText } from './messages';

/** Fetches the receipt's invoice PDF with the session's token and hands it to the browser's downloads. */
export function useInvoiceDownload(receiptNumber: string, invoice: TaxInvoice | null | undefined) {
  const [downloading, setDownloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<UserMessage>();

  const download = () => {
    if (downloading || !invoice) return;
    setFailure(undefined);
    setDownloading(true);
    downloadInvoice(receiptNumber)
      .then(
        (file) => {
          const name = invoiceFileName(file.filename, invoice);
          saveFile(file.blob, name);
          setAnnouncement(subscriptionText('subscription.receipt.saved', { name }));
        },
        (error: unknown) => setFailure(problemMessage(error))
      )
      .finally(() => setDownloading(false));
  };

  return { download, downloading, announcement, failure };
}
