import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { PHOTO_CHECK_MESSAGES, photoCheckRejectText } from '@matrimony/catalog/photo-check';
import { Badge } from '@matrimony/ui';
import { formatDate } from '@matrimony/catalog/date-format';
import { usePhotoCheckQuery, type PhotoCheckState } from '../../api/photo-check-api';
import { Muted } from '../../shared/styles';

/** The member's selfie page. */
export const SELFIE_CHECK_PATH = '/settings/verification/selfie';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }
`;

const on = (iso: string | null) => (iso ? ` on ${formatDate(iso)}` : '');

/** The row's sentence and link for each state of the check. */
function describe(state: PhotoCheckState): { detail: string; link: string | null } {
  switch (state.status) {
    case 'verified':
      return { detail: `Verified by a moderator${on(state.decidedAt)}.`, link: null };
    case 'pending':
      return {
        detail: `Your selfie${on(state.submittedAt)} is waiting for a moderator.`,
        link: 'Take a new selfie'
      };
    case 'rejected':
      return {
        detail: `Your last selfie could not be verified: ${state.reason ? photoCheckRejectText(state.reason) : ''}`,
        link: 'Take a new selfie'
      };
    case 'expired':
      return { detail: PHOTO_CHECK_MESSAGES.expired.description, link: 'Take a new selfie' };
    default:
      return state.suspended
        ? { detail: PHOTO_CHECK_MESSAGES.suspended.description, link: 'Take a new selfie' }
        : {
            detail: 'Not verified yet. A moderator compares a live selfie with your profile photos.',
            link: 'Take a selfie'
          };
  }
}

/**
 * The "Photo" row of Settings → Verification: the photo check's state, its badge and the way to the selfie page
 * (docs/product-rules.md#verification). A list item, for the section's list of checks.
 */
export function PhotoCheckRow() {
  const result = usePhotoCheckQuery();
  const state = result.data;
  const { detail, link } = state
    ? describe(state)
    : { detail: result.isLoading ? 'Loading…' : 'Your photo check could not be loaded.', link: null };
  const verified = state?.status === 'verified';
  return (
    <Row>
      <div>
        <strong>Photo</strong>
        <Muted>{detail}</Muted>
        {link ? <Link to={SELFIE_CHECK_PATH}>{link}</Link> : null}
      </div>
      <Badge $tone={verified ? 'success' : 'neutral'}>
        {verified ? 'Verified' : state?.status === 'pending' ? 'Waiting' : 'Not verified'}
      </Badge>
    </Row>
  );
}
