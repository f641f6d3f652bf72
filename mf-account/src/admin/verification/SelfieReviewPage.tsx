import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MODERATION_TARGET_HOURS, selfiePoseInstruction } from '@matrimony/catalog/photo-check';
import { Badge, Button, Card, ProfileSkeleton } from '@matrimony/ui';
import { selfieImageUrl, useSelfieItemQuery, type SelfieItem } from '../../api/photo-check-api';
import { FRESH } from '../../api/moderation-api';
import { AuthorizedImage } from '../../shared/AuthorizedImage';
import { SelfiePoseIllustration } from '../../shared/SelfiePoseIllustration';
import { Muted, SectionHeading } from '../../shared/styles';
import { AdminPage } from '../AdminPage';
import { BackLink, Chips, MemberNumber, Stack, WithAside } from '../admin-styles';
import { waitingLabel } from '../moderation-view';
import { ProblemNotice } from '../ProblemNotice';
import { VERIFICATION_QUEUE_PATH } from './VerificationDecisionPanel';
import { SelfieDecisionPanel } from './SelfieDecisionPanel';

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  align-items: start;
`;

const Picture = styled.div`
  & img,
  & span[role='img'] {
    display: block;
    width: 100%;
    min-height: 12rem;
    max-height: 70vh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Pose = styled.figure`
  display: grid;
  grid-template-columns: 5rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

const Photos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  & img,
  & span[role='img'] {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

function ReviewBody({ item, onReload }: { item: SelfieItem; onReload: () => void }) {
  const instruction = selfiePoseInstruction(item.pose);
  return (
    <WithAside>
      <Stack>
        <Chips>
          <Badge $tone="neutral">Live selfie</Badge>
          {item.status === 'pending' ? (
            <Badge $tone={item.overdue ? 'danger' : 'neutral'}>
              {item.overdue ? 'Overdue: ' : ''}
              {waitingLabel(item.submittedAt, new Date())} ({MODERATION_TARGET_HOURS} h target)
            </Badge>
          ) : (
            <Badge $tone={item.status === 'approved' ? 'success' : 'neutral'}>{item.status}</Badge>
          )}
        </Chips>
        <Side>
          <Card as="section" aria-labelledby="selfie-heading">
            <SectionHeading id="selfie-heading">Selfie</SectionHeading>
            {item.selfieUrl ? (
              <Picture>
                <AuthorizedImage src={selfieImageUrl(item.checkId)} alt="The member’s live selfie" />
              </Picture>
            ) : (
              <Muted>The selfie was deleted when the check was {item.status}.</Muted>
            )}
            <Pose>
              <SelfiePoseIllustration pose={item.pose} />
              <figcaption>
                <strong>Pose asked:</strong> {instruction}
              </figcaption>
            </Pose>
          </Card>
          <Card as="section" aria-labelledby="photos-heading">
            <SectionHeading id="photos-heading">Profile photos</SectionHeading>
            <MemberNumber>
              {item.displayName} · {item.memberNumber ?? 'No member number'}
            </MemberNumber>
            {item.photos.length === 0 ? (
              <Muted>No photos to compare the face with.</Muted>
            ) : (
              <Photos aria-label="Profile photos">
                {item.photos.map((photo, index) => (
                  <li key={photo.photoId}>
                    <AuthorizedImage
                      src={photo.url}
                      alt={`Profile photo ${index + 1} of ${item.photos.length}${index === 0 ? ' (main)' : ''}`}
                    />
                  </li>
                ))}
              </Photos>
            )}
          </Card>
        </Side>
      </Stack>
      <aside aria-label="Decision">
        <SelfieDecisionPanel item={item} onReload={onReload} />
      </aside>
    </WithAside>
  );
}

/**
 * /admin/verification/selfies/:checkId: a member's live selfie and the pose asked, beside their profile photos, to
 * approve or reject with a reason (docs/product-rules.md#verification).
 */
export default function SelfieReviewPage() {
  const { checkId = '' } = useParams();
  const result = useSelfieItemQuery(checkId, FRESH);
  const item = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <ProfileSkeleton label="Loading the selfie..." />;
  else if (result.error)
    body = (
      <ProblemNotice error={result.error}>
        <div>
          <Button type="button" variant="secondary" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </div>
      </ProblemNotice>
    );
  else if (item) body = <ReviewBody key={item.checkId} item={item} onReload={() => void result.refetch()} />;
  return (
    <AdminPage
      title="Review a selfie"
      heading="Review a selfie"
      path={`/admin/verification/selfies/${checkId}`}
    >
      <BackLink to={VERIFICATION_QUEUE_PATH}>← Back to the verification queue</BackLink>
      {body}
    </AdminPage>
  );
}
