import { useParams } from 'react-router-dom';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { useReceiptQuery } from '../api/payments-api';
import { ActionLink, Page } from '../shared/styles';
import { useSubscriptionT } from './messages';
import { ReceiptView } from './ReceiptView';

/** /receipts/:number: one receipt with its tax invoice, laid out to print, the invoice also as a PDF. */
export default function ReceiptPage() {
  const { number = '' } = useParams();
  const { data, error, isLoading } = useReceiptQuery(number, { skip: !/^MAT-\d{4}-\d{6}$/.test(number) });
  const t = useSubscriptionT();
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
          title={t('subscription.receipt.notFound')}
          description={t('subscription.receipt.notFoundText')}
          action={<ActionLink to="/subscription">{t('subscription.receipt.planAndReceipts')}</ActionLink>}
        />
      </Page>
    );
  }
  return <ReceiptView receipt={data} />;
}
