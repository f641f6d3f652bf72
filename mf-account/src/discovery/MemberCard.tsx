import { memo } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatNumber } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { ProfileCard, VerificationBadges } from '@matrimony/ui/discovery';
import { type Card } from '../api/discovery-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useBadgeText } from '../shared/messages';
import { CardActions, type CardOffer } from './CardActions';
import { useDiscoveryT } from './messages';

const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  padding-bottom: 25%;
  font-size: 3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One member in a grid: the photo with name, age, place, match and badges over it, the other facts families
 * ask first under it, and what the member may do from the card: `offers` (Send interest, Shortlist) first,
 * then the page's own `actions`. Memoised: a list page renders again as its pages load (the count, the next
 * cursor), and a card whose data and offers are unchanged need not.
 */
export const MemberCard = memo(function MemberCard({
  card,
  offers = [],
  actions
}: {
  card: Card;
  offers?: readonly CardOffer[];
  actions?: React.ReactNode;
}) {
  const t = useDiscoveryT();
  const text = useCatalogText('castes', 'careers', 'places');
  const badgeText = useBadgeText();
  const locale = useLocale();
  const tags = [
    card.marks.interestSent && !offers.includes('interest') ? t('discovery.tag.interestSent') : '',
    card.marks.shortlisted && !offers.includes('shortlist') ? t('discovery.tag.shortlisted') : '',
    card.badges.premium ? t('discovery.tag.premium') : ''
  ].filter(Boolean);
  return (
    <ProfileCard
      title={<Link to={`/profile/${card.id}`}>{card.displayName}</Link>}
      subtitle={t('discovery.card.subtitle', {
        age: formatNumber(card.age, locale),
        district: text(card.district),
        state: text(card.state)
      })}
      photo={
        card.photoHidden ? (
          <NoPhoto role="img" aria-label={t('discovery.card.photosHidden')}>
            <span aria-hidden="true">🔒</span>
          </NoPhoto>
        ) : card.photoUrl ? (
          <AuthorizedImage
            src={card.photoUrl}
            alt={t('discovery.card.photoAlt', { name: card.displayName })}
            loading="lazy"
          />
        ) : (
          <NoPhoto aria-label={t('discovery.card.noPhoto')} role="img">
            {card.displayName.charAt(0)}
          </NoPhoto>
        )
      }
      lines={[
        [card.religion, card.caste]
          .filter((value): value is string => Boolean(value))
          .map(text)
          .join(', '),
        `${text(card.occupation)} · ${text(card.education)}`,
        `${text(card.height).replace(/ \(.*\)$/, '')} · ${card.memberNumber}`
      ]}
      tags={tags}
      badges={<VerificationBadges badges={card.badges} compact text={badgeText} />}
      score={card.match.score}
      scoreLabel={t('discovery.card.score', { score: formatNumber(card.match.score, locale) })}
      actions={
        offers.length || actions ? (
          <>
            {offers.length ? <CardActions card={card} offers={offers} /> : null}
            {actions}
          </>
        ) : undefined
      }
    />
  );
});
