import { formatDate } from '@matrimony/catalog/date-format';
import { Select } from '@matrimony/ui';
import { useReceiptsQuery } from '../api/payments-api';

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
  const hint = isLoading
    ? 'Loading your receipts...'
    : receipts.length === 0
      ? 'You have no receipts yet; tell us about the payment in your message.'
      : 'Optional: the payment your message is about.';
  return (
    <Select
      id={id}
      label="Receipt"
      placeholder="No particular receipt"
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={receipts.map((receipt) => ({
        value: receipt.number,
        label: `${receipt.number} · ${receipt.item} · ₹${receipt.amountInr} · ${formatDate(receipt.issuedAt)}`
      }))}
    />
  );
}
