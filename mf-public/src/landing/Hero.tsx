import { BadgeIndianRupee, Gift, PhoneOff, TrendingDown } from 'lucide-react';
import { styled } from 'styled-components';
import { CONTACT_UNLOCK_PRICE_INR } from '@matrimony/catalog/constants';
import { Badge, media } from '@matrimony/ui';
import { LanguageSwitcher } from '@matrimony/i18n/react';
import { SIGNED_IN_HOME } from '@matrimony/session';
import { ButtonLink } from '../shared/ButtonLink';
import { Container } from '../shared/Container';
import { usePublicT, type PublicMessageId } from '../messages';
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

const Language = styled(LanguageSwitcher)`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  select {
    min-width: 44px;
    min-height: 44px;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
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

export const HIGHLIGHTS: readonly { icon: typeof Gift; title: PublicMessageId; text: PublicMessageId }[] = [
  { icon: TrendingDown, title: 'landing.highlights.price.title', text: 'landing.highlights.price.text' },
  { icon: PhoneOff, title: 'landing.highlights.calls.title', text: 'landing.highlights.calls.text' },
  {
    icon: BadgeIndianRupee,
    title: 'landing.highlights.contact.title',
    text: 'landing.highlights.contact.text'
  }
];

export function Hero() {
  const t = usePublicT();
  const price = formatRupees(CONTACT_UNLOCK_PRICE_INR);
  return (
    <Wrapper>
      <Container>
        <Badge $tone="accent">
          <Gift size={16} aria-hidden="true" />
          {` ${t('landing.hero.badge')}`}
        </Badge>
        <Headline>{t('landing.hero.title')}</Headline>
        <Tagline>{t('landing.hero.tagline')}</Tagline>
        <MemberCount />
        <MemberAware visitor={<QuickSearch />} member={null} />
        <Actions>
          <MemberAware
            visitor={
              <>
                <ButtonLink to="/signup" $size="lg">
                  {t('landing.hero.signUp')}
                </ButtonLink>
                <ButtonLink to="/signin" $size="lg" $variant="secondary">
                  {t('landing.hero.signIn')}
                </ButtonLink>
              </>
            }
            member={
              <>
                <ButtonLink to={SIGNED_IN_HOME} $size="lg">
                  {t('landing.hero.dashboard')}
                </ButtonLink>
                <ButtonLink to="/explore" $size="lg" $variant="secondary">
                  {t('landing.hero.explore')}
                </ButtonLink>
              </>
            }
          />
        </Actions>
        <Language id="landing-language" />
        <Tiles aria-label={t('landing.highlights.label')}>
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Tile key={title}>
              <Icon size={32} aria-hidden="true" />
              <div>
                <strong>{t(title, { price })}</strong>
                <span>{t(text)}</span>
              </div>
            </Tile>
          ))}
        </Tiles>
      </Container>
    </Wrapper>
  );
}
