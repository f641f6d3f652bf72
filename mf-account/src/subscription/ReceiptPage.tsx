import { useParams } from 'react-router-dom';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { useReceiptQuery } from '../api/payments-api';
import { ActionLink, Page } from '../shared/styles';
import { ReceiptView } from './ReceiptView';

/** /receipts/:number: one receipt with its tax invoice, laid out to print, the invoice also as a PDF. */
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
  return <ReceiptView receipt={data} />;
}
