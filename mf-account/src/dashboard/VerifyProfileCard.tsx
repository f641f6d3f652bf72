import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Card } from '@matrimony/ui';
import type { VerificationBadges } from '@matrimony/contracts/http/profile/badges';

// Each check the member can do, one link from where it is done (the mobile is verified at registration, so it is
// never left to do).
const CHECKS = [
  {
    key: 'id',
    title: 'Verify your ID',
    detail:
      'Upload your Aadhaar Paperless Offline e-KYC file from UIDAI: it is checked at once, and only the outcome is kept.',
    link: 'Verify my ID',
    to: '/settings/verification'
  },
  {
    key: 'photo',
    title: 'Verify your photos',
    detail:
      'Take a live selfie in the pose we show you: a moderator compares it with your profile photos, then it is deleted.',
    link: 'Take a selfie',
    to: '/settings/verification/selfie'
  }
] as const;

const Checks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The verification checks the member has not done yet, each one click from where it is done; verified members
 * get more responses (docs/product-rules.md#verification). Nothing once every check is done.
 */
export function VerifyProfileCard({ verification }: { verification: VerificationBadges }) {
  const todo = CHECKS.filter(({ key }) => !verification[key]);
  if (todo.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="verify-profile-heading">
      <h2 id="verify-profile-heading">Verify your profile</h2>
      <p>Members see a badge for each check you pass, never your documents.</p>
      <Checks>
        {todo.map((check) => (
          <li key={check.key}>
            <strong>{check.title}</strong>
            <p>{check.detail}</p>
            <Link to={check.to}>{check.link}</Link>
          </li>
        ))}
      </Checks>
    </Card>
  );
}
