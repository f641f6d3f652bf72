import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { GENDER_LABELS, ID_DOCUMENT_KINDS, MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { Badge, Button, Card, ProfileSkeleton } from '@matrimony/ui';
import {
  idDocumentImageUrl,
  useIdDocumentItemQuery,
  type IdDocumentItem
} from '../../api/id-document-review-api';
import { FRESH, useModerationItemQuery } from '../../api/moderation-api';
import { AuthorizedImage } from '../../shared/AuthorizedImage';
import { formatDateOfBirth } from '../../shared/profile-facts';
import { Facts, Muted, SectionHeading } from '../../shared/styles';
import { AdminPage } from '../AdminPage';
import { BackLink, Chips, MemberNumber, Stack, WithAside } from '../admin-styles';
import { waitingLabel } from '../moderation-view';
import { ProblemNotice } from '../ProblemNotice';
import { DocumentDecisionPanel, VERIFICATION_QUEUE_PATH } from './DocumentDecisionPanel';

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  align-items: start;
`;

const DocumentImage = styled.div`
  & img,
  & span[role='img'] {
    display: block;
    width: 100%;
    min-height: 12rem;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Photos = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
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

const kindLabel = (kind: IdDocumentItem['kind']) =>
  ID_DOCUMENT_KINDS.find((each) => each.id === kind)?.label ?? kind;

/** The member's profile as moderators see it: what the document is compared with. */
function ProfileToCompare({ profileId }: { profileId: string }) {
  const result = useModerationItemQuery(profileId, FRESH);
  const item = result.data;
  if (result.isLoading) return <ProfileSkeleton label="Loading the profile..." />;
  if (!item) return <ProblemNotice error={result.error} />;
  const { profile } = item;
  return (
    <Card as="section" aria-labelledby="profile-heading">
      <SectionHeading id="profile-heading">Profile</SectionHeading>
      <MemberNumber>{item.memberNumber ?? 'No member number'}</MemberNumber>
      <Facts>
        <dt>Name</dt>
        <dd>{profile.fullName}</dd>
        <dt>Date of birth</dt>
        <dd>{formatDateOfBirth(profile.dateOfBirth)}</dd>
        <dt>Gender</dt>
        <dd>{GENDER_LABELS[profile.gender as keyof typeof GENDER_LABELS] ?? profile.gender}</dd>
      </Facts>
      {profile.photos.length === 0 ? (
        <Muted>No photos to compare the face with.</Muted>
      ) : (
        <Photos aria-label="Profile photos">
          {profile.photos.map((photo, index) => (
            <li key={photo.id}>
              <AuthorizedImage
                src={photo.urls.card}
                alt={`Profile photo ${index + 1} of ${profile.photos.length}${photo.isPrimary ? ' (primary)' : ''}`}
              />
            </li>
          ))}
        </Photos>
      )}
    </Card>
  );
}

function ReviewBody({ item, onReload }: { item: IdDocumentItem; onReload: () => void }) {
  return (
    <WithAside>
      <Stack>
        <Chips>
          <Badge $tone="neutral">{kindLabel(item.kind)}</Badge>
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
          <Card as="section" aria-labelledby="document-heading">
            <SectionHeading id="document-heading">Document</SectionHeading>
            {item.status === 'pending' ? (
              <DocumentImage>
                <AuthorizedImage
                  src={idDocumentImageUrl(item.submissionId)}
                  alt={`The member’s ${kindLabel(item.kind)}`}
                />
              </DocumentImage>
            ) : (
              <Muted>The image was deleted when the document was {item.status}.</Muted>
            )}
          </Card>
          <ProfileToCompare profileId={item.profileId} />
        </Side>
      </Stack>
      <aside aria-label="Decision">
        <DocumentDecisionPanel item={item} onReload={onReload} />
      </aside>
    </WithAside>
  );
}

/**
 * /admin/verification/documents/:submissionId: a member's photo of an ID document beside their profile (name, date
 * of birth, gender, photos), to approve or reject with a reason (docs/product-rules.md#verification).
 */
export default function DocumentReviewPage() {
  const { submissionId = '' } = useParams();
  const result = useIdDocumentItemQuery(submissionId, FRESH);
  const item = result.data;
  let body: React.ReactNode;
  if (result.isLoading) body = <ProfileSkeleton label="Loading the document..." />;
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
  else if (item)
    body = <ReviewBody key={item.submissionId} item={item} onReload={() => void result.refetch()} />;
  return (
    <AdminPage
      title="Review an ID document"
      heading="Review an ID document"
      path={`/admin/verification/documents/${submissionId}`}
    >
      <BackLink to={VERIFICATION_QUEUE_PATH}>← Back to the verification queue</BackLink>
      {body}
    </AdminPage>
  );
}
