import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { selfiePoseInstruction } from '@matrimony/catalog/photo-check';
import { Card } from '@matrimony/ui';
import { selfieImageUrl, useSelfieItemQuery, type SelfieItem } from '../../api/photo-check-api';
import { FRESH } from '../../api/moderation-api';
import { AuthorizedImage } from '../../shared/AuthorizedImage';
import { SelfiePoseIllustration } from '../../shared/SelfiePoseIllustration';
import { Muted, SectionHeading } from '../../shared/styles';
import { MemberNumber } from '../admin-styles';
import { SelfieDecisionPanel } from './SelfieDecisionPanel';
import { ComparedPhotos, EvidenceImage, ReviewLayout, ReviewPage } from './VerificationReview';

const Pose = styled.figure`
  display: grid;
  grid-template-columns: 5rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
`;

/** The selfie and the pose the member was asked for. */
function SelfieCard({ item }: { item: SelfieItem }) {
  return (
    <Card as="section" aria-labelledby="selfie-heading">
      <SectionHeading id="selfie-heading">Selfie</SectionHeading>
      {item.selfieUrl ? (
        <EvidenceImage>
          <AuthorizedImage src={selfieImageUrl(item.checkId)} alt="The member’s live selfie" />
        </EvidenceImage>
      ) : (
        <Muted>The selfie was deleted when the check was {item.status}.</Muted>
      )}
      <Pose>
        <SelfiePoseIllustration pose={item.pose} />
        <figcaption>
          <strong>Pose asked:</strong> {selfiePoseInstruction(item.pose)}
        </figcaption>
      </Pose>
    </Card>
  );
}

type FaceAid = SelfieItem['photos'][number]['faceAid'];

/** The face model's score for one photo, in words: an aid, never the decision. */
export function faceAidCaption({ similarity, likelySamePerson, state }: FaceAid): string {
  switch (state) {
    case 'scored':
      return `Similarity aid: ${similarity}/100 (${likelySamePerson ? 'likely the same person' : 'not likely the same person'})`;
    case 'no_face_in_selfie':
      return 'No face found in the selfie';
    case 'no_face_in_photo':
      return 'No face found in this photo';
    case 'pending':
      return 'Similarity aid: still being computed';
    default:
      return 'Similarity aid: not available';
  }
}

const AidCaption = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.875rem;
`;

function ProfilePhotosCard({ item }: { item: SelfieItem }) {
  return (
    <Card as="section" aria-labelledby="photos-heading">
      <SectionHeading id="photos-heading">Profile photos</SectionHeading>
      <MemberNumber>
        {item.displayName} · {item.memberNumber ?? 'No member number'}
      </MemberNumber>
      {item.photos.length === 0 ? (
        <Muted>No photos to compare the face with.</Muted>
      ) : (
        <>
          <Muted>
            The similarity scores come from a face model and are only an aid: you decide by comparing the
            faces yourself.
          </Muted>
          <ComparedPhotos aria-label="Profile photos">
            {item.photos.map((photo, index) => (
              <li key={photo.photoId}>
                <AuthorizedImage
                  src={photo.url}
                  alt={`Profile photo ${index + 1} of ${item.photos.length}${index === 0 ? ' (main)' : ''}`}
                />
                <AidCaption>{faceAidCaption(photo.faceAid)}</AidCaption>
              </li>
            ))}
          </ComparedPhotos>
        </>
      )}
    </Card>
  );
}

/**
 * /admin/verification/selfies/:checkId: a member's live selfie and the pose asked, beside their profile photos, to
 * approve or reject with a reason (docs/product-rules.md#verification).
 */
export default function SelfieReviewPage() {
  const { checkId = '' } = useParams();
  return (
    <ReviewPage
      title="Review a selfie"
      path={`/admin/verification/selfies/${checkId}`}
      loadingLabel="Loading the selfie..."
      result={useSelfieItemQuery(checkId, FRESH)}
    >
      {(item, reload) => (
        <ReviewLayout
          key={item.checkId}
          item={item}
          kindLabel="Live selfie"
          evidence={<SelfieCard item={item} />}
          comparedWith={<ProfilePhotosCard item={item} />}
          decision={<SelfieDecisionPanel item={item} onReload={reload} />}
        />
      )}
    </ReviewPage>
  );
}
