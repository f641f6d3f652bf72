import { BadgeIndianRupee, Eye, PhoneOff, SlidersHorizontal, Wallet, Zap } from 'lucide-react';
import { styled } from 'styled-components';
import { CONTACT_UNLOCK_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { Card, media } from '@matrimony/ui';
import { usePublicT, type PublicMessageId } from '../messages';
import { Container, Section, SectionLead, SectionTitle } from '../shared/Container';
import { formatRupees } from './plans';

export const FEATURES: readonly { icon: typeof Zap; title: PublicMessageId; text: PublicMessageId }[] = [
  { icon: Zap, title: 'landing.features.registration.title', text: 'landing.features.registration.text' },
  { icon: Wallet, title: 'landing.features.pricing.title', text: 'landing.features.pricing.text' },
  { icon: PhoneOff, title: 'landing.features.calls.title', text: 'landing.features.calls.text' },
  { icon: BadgeIndianRupee, title: 'landing.features.contact.title', text: 'landing.features.contact.text' },
  { icon: SlidersHorizontal, title: 'landing.features.search.title', text: 'landing.features.search.text' },
  { icon: Eye, title: 'landing.features.insights.title', text: 'landing.features.insights.text' }
];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const FeatureTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Features() {
  const t = usePublicT();
  // Each text names the price it is about; the others ignore the value.
  const values = {
    price: formatRupees(PREMIUM_PRICE_INR),
    contactPrice: formatRupees(CONTACT_UNLOCK_PRICE_INR)
  };
  return (
    <Section $tone="muted" aria-labelledby="features-title">
      <Container>
        <SectionTitle id="features-title">{t('landing.features.title')}</SectionTitle>
        <SectionLead>{t('landing.features.lead')}</SectionLead>
        <Grid>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card as="li" key={title}>
              <IconBox aria-hidden="true">
                <Icon size={24} />
              </IconBox>
              <FeatureTitle>{t(title, values)}</FeatureTitle>
              <Text>{t(text, values)}</Text>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
