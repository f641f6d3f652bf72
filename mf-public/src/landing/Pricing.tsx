import { Check } from 'lucide-react';
import { styled } from 'styled-components';
import { Badge, Card, media } from '@matrimony/ui';
import { SIGNED_IN_HOME } from '@matrimony/session';
import { ButtonLink } from '../shared/ButtonLink';
import { Container, Section, SectionLead, SectionTitle } from '../shared/Container';
import { MemberAware } from '../shared/MemberAware';
import { usePublicT } from '../messages';
import { formatRupees, PLAN_FEATURE_MESSAGES, PLAN_FEATURE_VALUES, PLANS } from './plans';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 860px;
  margin: 0 auto;
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const PlanCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  position: relative;
`;

const PlanName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Price = styled.p`
  margin: 0;
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FeatureList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export function Pricing() {
  const t = usePublicT();
  return (
    <Section aria-labelledby="pricing-title">
      <Container>
        <SectionTitle id="pricing-title">{t('landing.pricing.title')}</SectionTitle>
        <SectionLead>{t('landing.pricing.lead')}</SectionLead>
        <Grid>
          {PLANS.map((plan) => {
            const isPremium = plan.id === 'premium';
            return (
              <PlanCard
                as="article"
                key={plan.id}
                $highlighted={isPremium}
                aria-labelledby={`plan-${plan.id}`}
              >
                {isPremium ? (
                  <Badge $tone="accent" style={{ alignSelf: 'flex-start' }}>
                    {t('landing.pricing.badge')}
                  </Badge>
                ) : null}
                <PlanName id={`plan-${plan.id}`}>{t(plan.messages.name)}</PlanName>
                <Price>
                  {formatRupees(plan.priceInr)} <span>/ {t(plan.messages.period)}</span>
                </Price>
                <p style={{ margin: 0 }}>{t(plan.messages.summary)}</p>
                <FeatureList>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Check size={18} aria-hidden="true" />
                      {PLAN_FEATURE_MESSAGES[feature]
                        ? t(PLAN_FEATURE_MESSAGES[feature], PLAN_FEATURE_VALUES)
                        : feature}
                    </li>
                  ))}
                </FeatureList>
                <MemberAware
                  visitor={
                    <ButtonLink to="/signup" $fullWidth $variant={isPremium ? 'primary' : 'secondary'}>
                      {t(plan.messages.cta)}
                    </ButtonLink>
                  }
                  member={
                    <ButtonLink
                      to={isPremium ? '/subscription' : SIGNED_IN_HOME}
                      $fullWidth
                      $variant={isPremium ? 'primary' : 'secondary'}
                    >
                      {t(isPremium ? 'landing.pricing.member.premium' : 'landing.pricing.member.dashboard')}
                    </ButtonLink>
                  }
                />
              </PlanCard>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
