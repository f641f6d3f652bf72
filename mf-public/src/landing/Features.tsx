import { BadgeIndianRupee, Eye, PhoneOff, SlidersHorizontal, Wallet, Zap } from 'lucide-react';
import { styled } from 'styled-components';
import { CONTACT_UNLOCK_PRICE_INR, PREMIUM_PRICE_INR } from '@matrimony/catalog/constants';
import { Card, media } from '@matrimony/ui';
import { Container, Section, SectionLead, SectionTitle } from '../shared/Container';
import { formatRupees } from './plans';

export const FEATURES = [
  {
    icon: Zap,
    title: 'Quick Registration',
    text: 'Verify your mobile number with an OTP and build your profile in six short steps.'
  },
  {
    icon: Wallet,
    title: 'Simple & Affordable Pricing',
    text: `One Premium plan at ${formatRupees(PREMIUM_PRICE_INR)} a month. No packages to compare, no hidden fees.`
  },
  {
    icon: PhoneOff,
    title: 'No Marketing Calls',
    text: 'Your number is for your matches, not for our sales team. We will never call to upsell.'
  },
  {
    icon: BadgeIndianRupee,
    title: `Contact for ${formatRupees(CONTACT_UNLOCK_PRICE_INR)}`,
    text: `Not ready for Premium? Unlock the contact details of one profile for just ${formatRupees(CONTACT_UNLOCK_PRICE_INR)}.`
  },
  {
    icon: SlidersHorizontal,
    title: 'Advanced Search Filters',
    text: 'Religion, caste, mother tongue, location, profession and horoscope: every filter, free for everyone.'
  },
  {
    icon: Eye,
    title: 'Profile Views & Insights',
    text: 'See how your profile is doing and who has been looking at it.'
  }
] as const;

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
  return (
    <Section $tone="muted" aria-labelledby="features-title">
      <Container>
        <SectionTitle id="features-title">Everything you need to find the one</SectionTitle>
        <SectionLead>Built for Indian families who want a simple, honest way to meet.</SectionLead>
        <Grid>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card as="li" key={title}>
              <IconBox aria-hidden="true">
                <Icon size={24} />
              </IconBox>
              <FeatureTitle>{title}</FeatureTitle>
              <Text>{text}</Text>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
