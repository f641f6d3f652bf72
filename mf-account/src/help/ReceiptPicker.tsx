import { useDateFormat } from '@matrimony/ui/date-format';
import { Select } from '@matrimony/ui';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { useReceiptsQuery } from '../api/payments-api';
import { useHelpDeskT } from './messages';

/** The member's own receipts (number, product, amount, date) for a payment ticket; choosing one is optional. */
export function ReceiptPicker({
  id,
  value,
  onChange,
  error
}: {
  id: string;
  value: string;
  onChange: (receiptNumber: string) => void;
  error?: string;
}) {
  const { data, isLoading } = useReceiptsQuery();
  const receipts = data?.items ?? [];
  const t = useHelpDeskT();
  const { formatDate } = useDateFormat();
  const locale = useLocale();
  const hint = isLoading
    ? t('helpDesk.receipt.loading')
    : receipts.length === 0
      ? t('helpDesk.receipt.none')
      : t('helpDesk.receipt.optional');
  return (
    <Select
      id={id}
      label={t('helpDesk.receipt.label')}
      placeholder={t('helpDesk.receipt.placeholder')}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={receipts.map((receipt) => ({
        value: receipt.number,
        label: `${receipt.number} · ${receipt.item} · ${formatMoney(receipt.amountInr, locale)} · ${formatDate(receipt.issuedAt)}`
      }))}
    />
  );
}
