import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ProfileCard, VerificationBadges } from '@matrimony/ui/discovery';
import { type Card } from '../api/discovery-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';

const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  font-size: 3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One member in a grid: photo, name (linking to the profile), the facts families ask first, match and badges. */
export function MemberCard({ card, actions }: { card: Card; actions?: React.ReactNode }) {
  const tags = [
    card.marks.interestSent ? 'Interest sent' : '',
    card.marks.shortlisted ? 'Shortlisted' : '',
    card.badges.premium ? 'Premium' : ''
  ].filter(Boolean);
  return (
    <ProfileCard
      title={<Link to={`/profile/${card.id}`}>{card.displayName}</Link>}
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
        `${card.age} yrs · ${card.height.replace(/ \(.*\)$/, '')} · ${card.memberNumber}`,
        [card.religion, card.caste].filter(Boolean).join(', '),
        `${card.occupation} · ${card.education}`,
        `${card.district}, ${card.state}`
      ]}
      tags={tags}
      badges={<VerificationBadges badges={card.badges} compact />}
      score={card.match.score}
      actions={actions}
    />
  );
}
