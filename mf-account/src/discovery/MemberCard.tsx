import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ProfileCard, VerificationBadges } from '@matrimony/ui/discovery';
import { type Card } from '../api/discovery-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { CardActions, type CardOffer } from './CardActions';

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
 * then the page's own `actions`.
 */
export function MemberCard({
  card,
  offers = [],
  actions
}: {
  card: Card;
  offers?: readonly CardOffer[];
  actions?: React.ReactNode;
}) {
  const tags = [
    card.marks.interestSent && !offers.includes('interest') ? 'Interest sent' : '',
    card.marks.shortlisted && !offers.includes('shortlist') ? 'Shortlisted' : '',
    card.badges.premium ? 'Premium' : ''
  ].filter(Boolean);
  return (
    <ProfileCard
      title={<Link to={`/profile/${card.id}`}>{card.displayName}</Link>}
      subtitle={`${card.age} yrs · ${card.district}, ${card.state}`}
      photo={
        card.photoHidden ? (
          <NoPhoto role="img" aria-label="Photos are shown to connections only">
            <span aria-hidden="true">🔒</span>
          </NoPhoto>
        ) : card.photoUrl ? (
          <AuthorizedImage src={card.photoUrl} alt={`Photo of ${card.displayName}`} loading="lazy" />
        ) : (
          <NoPhoto aria-label="No photo yet" role="img">
            {card.displayName.charAt(0)}
          </NoPhoto>
        )
      }
      lines={[
        [card.religion, card.caste].filter(Boolean).join(', '),
        `${card.occupation} · ${card.education}`,
        `${card.height.replace(/ \(.*\)$/, '')} · ${card.memberNumber}`
      ]}
      tags={tags}
      badges={<VerificationBadges badges={card.badges} compact />}
      score={card.match.score}
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
}
