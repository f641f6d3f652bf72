import { styled } from 'styled-components';
import { Badge, Button, Card, PageMeta, media } from '@matrimony/ui';
import { CardSkeleton } from '@matrimony/ui/skeletons';
import { EmptyState } from '@matrimony/ui/empty-state';
import { useMySubscriptionQuery, usePlansQuery } from '../api/account-api';
import type { Plan } from '@matrimony/contracts/http/billing/subscriptions';
import { Facts, Muted, Page, SectionHeading } from '../shared/styles';
import { problemMessage, useSession } from '@matrimony/session';
import { PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { formatMoney } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { useBuy } from '../payments/use-buy';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useSubscriptionT } from './messages';
import { planText } from './plan-text';
import { Receipts } from './Receipts';
import { purchaseNote, contactUnlockPrice, currentPlanView, planPrice } from './subscription-view';

const Plans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const message = problemMessage(error);
  const t = useSubscriptionT();
  const text = useCatalogText();
  return (
    <EmptyState
      title={text(message.title)}
      description={message.description === undefined ? undefined : text(message.description)}
      action={<Button onClick={retry}>{t('subscription.retry')}</Button>}
      headingLevel="h3"
    />
  );
}

function CurrentPlan() {
  const { data, error, isLoading, refetch } = useMySubscriptionQuery();
  const t = useSubscriptionT();
  if (isLoading) return <CardSkeleton label={t('subscription.loadingPlan')} />;
  if (!data) return <LoadFailed error={error} retry={() => void refetch()} />;
  const view = currentPlanView(data);
  return (
    <Card as="section" aria-labelledby="current-heading">
      <SectionHeading id="current-heading">
        {t('subscription.yourPlan')}{' '}
        <Badge $tone={view.premium ? 'accent' : 'neutral'}>{view.headline}</Badge>
      </SectionHeading>
      <Facts>
        {view.facts.map((fact) => (
          <div key={fact.label} style={{ display: 'contents' }}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const t = useSubscriptionT();
  return (
    <Card as="article" aria-labelledby={`plan-${plan.type}`} $highlighted={plan.type === 'premium'}>
      <SectionHeading id={`plan-${plan.type}`} as="h3">
        {planText(plan.name)} {current ? <Badge $tone="success">{t('subscription.yourPlan')}</Badge> : null}
      </SectionHeading>
      <Price>{planPrice(plan)}</Price>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{planText(feature)}</li>
        ))}
      </ul>
    </Card>
  );
}

function PlanList() {
  const { data, error, isLoading, refetch } = usePlansQuery();
  const { data: mine } = useMySubscriptionQuery();
  const t = useSubscriptionT();
  if (isLoading) return <CardSkeleton label={t('subscription.loadingPlans')} />;
  if (!data) return <LoadFailed error={error} retry={() => void refetch()} />;
  const currentType = mine ? (currentPlanView(mine).premium ? 'premium' : 'free') : undefined;
  return (
    <section aria-labelledby="plans-heading">
      <SectionHeading id="plans-heading">{t('subscription.plans')}</SectionHeading>
      <Plans>
        {data.plans.map((plan) => (
          <PlanCard key={plan.type} plan={plan} current={plan.type === currentType} />
        ))}
        <Card as="article" aria-labelledby="plan-contact">
          <SectionHeading id="plan-contact" as="h3">
            {planText(data.contactUnlock.name)}
          </SectionHeading>
          <Price>{contactUnlockPrice(data.contactUnlock.priceInr)}</Price>
          <p>
            {t('subscription.contactUnlock.sentence', { text: planText(data.contactUnlock.description) })}
          </p>
        </Card>
      </Plans>
    </section>
  );
}

function BuyPremium() {
  const { isPremium } = useSession();
  const { buy, busy } = useBuy();
  const t = useSubscriptionT();
  const price = formatMoney(PREMIUM_PRICE_INR, useLocale());
  return (
    <Notice role="note">
      {purchaseNote(isPremium)}{' '}
      <Button
        type="button"
        busy={busy === 'premium-month'}
        onClick={() => void buy({ product: 'premium-month' })}
      >
        {isPremium ? t('subscription.buy.extend', { price }) : t('subscription.buy.buy', { price })}
      </Button>
    </Notice>
  );
}

/** /subscription: the member's plan, buying or extending Premium, what each plan gives, and the receipts. */
export default function SubscriptionPage() {
  const t = useSubscriptionT();
  return (
    <Page>
      <PageMeta
        title={t('subscription.page.title')}
        description={t('subscription.page.description')}
        path="/subscription"
        robots="noindex"
      />
      <h1>{t('subscription.page.title')}</h1>
      <CurrentPlan />
      <BuyPremium />
      <PlanList />
      <Receipts />
      <Muted>{t('subscription.page.rupees')}</Muted>
    </Page>
  );
}
