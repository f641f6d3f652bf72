import { BadgeIndianRupee, Gift, PhoneOff, TrendingDown } from 'lucide-react';
import { styled } from 'styled-components';
import { CONTACT_UNLOCK_PRICE_INR } from '@matrimony/catalog/constants';
import { Badge, media } from '@matrimony/ui';
import { SIGNED_IN_HOME } from '@matrimony/session';
import { ButtonLink } from '../shared/ButtonLink';
import { Container } from '../shared/Container';
import { MemberAware } from '../shared/MemberAware';
import { MemberCount } from './MemberCount';
import { formatRupees } from './plans';
import { QuickSearch } from './QuickSearch';

const Wrapper = styled.header`
  padding: ${({ theme }) => theme.space(14)} 0 ${({ theme }) => theme.space(12)};
  background: radial-gradient(120% 80% at 50% 0%, #ffe4e6 0%, ${({ theme }) => theme.colors.background} 70%);
  text-align: center;
`;

const Headline = styled.h1`
  max-width: 22ch;
  margin: ${({ theme }) => theme.space(5)} auto ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  color: #3f0d1f;
`;

const Tagline = styled.p`
  max-width: 38rem;
  margin: 0 auto ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(12)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  text-align: left;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const HIGHLIGHTS = [
  {
    icon: TrendingDown,
    title: '10x Lower Price',
    text: 'Premium for a tenth of what other platforms charge.'
  },
  { icon: PhoneOff, title: 'No Marketing Calls', text: 'We never call you to sell anything.' },
  {
    icon: BadgeIndianRupee,
    title: `Contact for ${formatRupees(CONTACT_UNLOCK_PRICE_INR)}`,
    text: 'Get the contact details of any profile you like.'
  }
] as const;

export function Hero() {
  return (
    <Wrapper>
      <Container>
        <Badge $tone="accent">
          <Gift size={16} aria-hidden="true" /> Get 1 Month FREE Premium on registration
        </Badge>
        <Headline>Find your life partner on India&apos;s most trusted matrimonial platform</Headline>
        <Tagline>
          Create your profile in minutes, search with every filter for free, and connect with families across
          India, without pushy sales calls or hidden charges.
        </Tagline>
        <MemberCount />
        <MemberAware visitor={<QuickSearch />} member={null} />
        <Actions>
          <MemberAware
            visitor={
              <>
                <ButtonLink to="/signup" $size="lg">
                  Sign up for Free
                </ButtonLink>
                <ButtonLink to="/signin" $size="lg" $variant="secondary">
                  Sign in
                </ButtonLink>
              </>
            }
            member={
              <>
                <ButtonLink to={SIGNED_IN_HOME} $size="lg">
                  Go to your dashboard
                </ButtonLink>
                <ButtonLink to="/explore" $size="lg" $variant="secondary">
                  Explore profiles
                </ButtonLink>
              </>
            }
          />
        </Actions>
        <Tiles aria-label="Why members choose us">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Tile key={title}>
              <Icon size={32} aria-hidden="true" />
              <div>
                <strong>{title}</strong>
                <span>{text}</span>
              </div>
            </Tile>
          ))}
        </Tiles>
      </Container>
    </Wrapper>
  );
}
