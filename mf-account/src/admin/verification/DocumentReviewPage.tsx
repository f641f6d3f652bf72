import { useParams } from 'react-router-dom';
import { GENDER_LABELS, ID_DOCUMENT_KINDS } from '@matrimony/catalog';
import { Card } from '@matrimony/ui';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import {
  idDocumentImageUrl,
  useIdDocumentItemQuery,
  type IdDocumentItem
} from '../../api/id-document-review-api';
import { FRESH, useModerationItemQuery } from '../../api/moderation-api';
import { AuthorizedImage } from '../../shared/AuthorizedImage';
import { formatDateOfBirth } from '../../shared/profile-facts';
import { Facts, Muted, SectionHeading } from '../../shared/styles';
import { MemberNumber } from '../admin-styles';
import { ProblemNotice } from '../ProblemNotice';
import { DocumentDecisionPanel } from './DocumentDecisionPanel';
import { ComparedPhotos, EvidenceImage, ReviewLayout, ReviewPage } from './VerificationReview';

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
        <ComparedPhotos aria-label="Profile photos">
          {profile.photos.map((photo, index) => (
            <li key={photo.id}>
              <AuthorizedImage
                src={photo.urls.card}
                alt={`Profile photo ${index + 1} of ${profile.photos.length}${photo.isPrimary ? ' (primary)' : ''}`}
              />
            </li>
          ))}
        </ComparedPhotos>
      )}
    </Card>
  );
}

/**
 * /admin/verification/documents/:submissionId: a member's photo of an ID document beside their profile (name, date
 * of birth, gender, photos), to approve or reject with a reason (docs/product-rules.md#verification).
 */
export default function DocumentReviewPage() {
  const { submissionId = '' } = useParams();
  return (
    <ReviewPage
      title="Review an ID document"
      path={`/admin/verification/documents/${submissionId}`}
      loadingLabel="Loading the document..."
      result={useIdDocumentItemQuery(submissionId, FRESH)}
    >
      {(item, reload) => (
        <ReviewLayout
          key={item.submissionId}
          item={item}
          kindLabel={kindLabel(item.kind)}
          evidence={
            <Card as="section" aria-labelledby="document-heading">
              <SectionHeading id="document-heading">Document</SectionHeading>
              {item.status === 'pending' ? (
                <EvidenceImage>
                  <AuthorizedImage
                    src={idDocumentImageUrl(item.submissionId)}
                    alt={`The member’s ${kindLabel(item.kind)}`}
                  />
                </EvidenceImage>
              ) : (
                <Muted>The image was deleted when the document was {item.status}.</Muted>
              )}
            </Card>
          }
          comparedWith={<ProfileToCompare profileId={item.profileId} />}
          decision={<DocumentDecisionPanel item={item} onReload={reload} />}
        />
      )}
    </ReviewPage>
  );
}
