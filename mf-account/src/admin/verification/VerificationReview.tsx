// The frame both verification review pages share: loading, a problem with "Try again", the back link, the
// state chips, the evidence beside what it is compared with, and the decision at the side.
import { styled } from 'styled-components';
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { Badge, Button } from '@matrimony/ui';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { AdminPage } from '../AdminPage';
import { BackLink, Chips, Stack, WithAside } from '../admin-styles';
import { waitingLabel } from '../moderation-view';
import { ProblemNotice } from '../ProblemNotice';
import { VERIFICATION_QUEUE_PATH } from './VerificationDecisionPanel';

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  align-items: start;
`;

/** The document or selfie itself, shown whole. */
export const EvidenceImage = styled.div`
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

/** The profile's photos the face is compared with. */
export const ComparedPhotos = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
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

interface ReviewedCheck {
  status: string;
  overdue: boolean;
  submittedAt: string;
}

interface ReviewLayoutProps {
  item: ReviewedCheck;
  /** What is checked, e.g. "Passport" or "Live selfie". */
  kindLabel: string;
  evidence: React.ReactNode;
  comparedWith: React.ReactNode;
  decision: React.ReactNode;
}

/** The state chips, the evidence beside what it is compared with, and the decision aside. */
export function ReviewLayout({ item, kindLabel, evidence, comparedWith, decision }: ReviewLayoutProps) {
  return (
    <WithAside>
      <Stack>
        <Chips>
          <Badge $tone="neutral">{kindLabel}</Badge>
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
          {evidence}
          {comparedWith}
        </Side>
      </Stack>
      <aside aria-label="Decision">{decision}</aside>
    </WithAside>
  );
}

interface ReviewQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

interface ReviewPageProps<T> {
  title: string;
  path: string;
  /** What the skeleton says while the check loads, e.g. "Loading the selfie...". */
  loadingLabel: string;
  result: ReviewQuery<T>;
  children: (item: T, reload: () => void) => React.ReactNode;
}

/** The page around a review: its title, the way back to the queue, and the loading and problem states. */
export function ReviewPage<T>({ title, path, loadingLabel, result, children }: ReviewPageProps<T>) {
  const reload = () => void result.refetch();
  let body: React.ReactNode = null;
  if (result.isLoading) body = <ProfileSkeleton label={loadingLabel} />;
  else if (result.error)
    body = (
      <ProblemNotice error={result.error}>
        <div>
          <Button type="button" variant="secondary" onClick={reload}>
            Try again
          </Button>
        </div>
      </ProblemNotice>
    );
  else if (result.data) body = children(result.data, reload);
  return (
    <AdminPage title={title} heading={title} path={path}>
      <BackLink to={VERIFICATION_QUEUE_PATH}>← Back to the verification queue</BackLink>
      {body}
    </AdminPage>
  );
}
