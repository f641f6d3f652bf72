import { Check } from 'lucide-react';
import { styled } from 'styled-components';
import { Badge, Card, media } from '@matrimony/ui';
import { SIGNED_IN_HOME } from '@matrimony/session';
import { ButtonLink } from '../shared/ButtonLink';
import { Container, Section, SectionLead, SectionTitle } from '../shared/Container';
import { MemberAware } from '../shared/MemberAware';
import { formatRupees, PLANS } from './plans';

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
  return (
    <Section aria-labelledby="pricing-title">
      <Container>
        <SectionTitle id="pricing-title">Simple, honest pricing</SectionTitle>
        <SectionLead>Start free. Every new member gets 1 month of Premium free on registration.</SectionLead>
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
                    1 month free on registration
                  </Badge>
                ) : null}
                <PlanName id={`plan-${plan.id}`}>{plan.name}</PlanName>
                <Price>
                  {formatRupees(plan.priceInr)} <span>/ {plan.period}</span>
                </Price>
                <p style={{ margin: 0 }}>{plan.summary}</p>
                <FeatureList>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Check size={18} aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </FeatureList>
                <MemberAware
                  visitor={
                    <ButtonLink to="/signup" $fullWidth $variant={isPremium ? 'primary' : 'secondary'}>
                      {plan.cta}
                    </ButtonLink>
                  }
                  member={
                    <ButtonLink
                      to={isPremium ? '/subscription' : SIGNED_IN_HOME}
                      $fullWidth
                      $variant={isPremium ? 'primary' : 'secondary'}
                    >
                      {isPremium ? 'See your Premium plan' : 'Go to your dashboard'}
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
