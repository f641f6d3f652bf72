import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { MODERATION_TARGET_HOURS } from '@matrimony/catalog';
import { Badge, Button, Card } from '@matrimony/ui';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { FRESH, useModerationItemQuery, type ModerationItem } from '../api/moderation-api';
import { profileFacts } from '../shared/profile-facts';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { Facts, Muted, SectionHeading } from '../shared/styles';
import { AdminPage } from './AdminPage';
import { BackLink, Chips, MemberNumber, Stack, WithAside } from './admin-styles';
import { DecisionPanel } from './DecisionPanel';
import { FlaggedText } from './FlaggedText';
import { HistoryList } from './HistoryList';
import { fieldLabel, FLAG_KIND_LABELS, STATUS_VIEW, TARGET_LABEL, waitingLabel } from './moderation-view';
import { PhotoMatches } from './PhotoMatches';
import { ProblemNotice } from './ProblemNotice';

const Photos = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
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

const FlagList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

const About = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const HOUR_MS = 60 * 60 * 1000;

/** The excerpts flagged in one field. */
const excerptsIn = (item: ModerationItem, field: string) =>
  item.flags.filter((flag) => flag.field === field).map((flag) => flag.excerpt);

function ItemBody({ item, onReload }: { item: ModerationItem; onReload: () => void }) {
  const { profile } = item;
  const now = new Date();
  const overdue =
    item.submittedAt !== null &&
    now.getTime() - new Date(item.submittedAt).getTime() > MODERATION_TARGET_HOURS * HOUR_MS;
  const status = STATUS_VIEW[profile.moderationStatus];
  const flaggedByLabel = new Map(item.flags.map((flag) => [fieldLabel(flag.field), flag.field]));
  return (
    <WithAside>
      <Stack>
        <Chips>
          <MemberNumber>{item.memberNumber ?? 'No member number'}</MemberNumber>
          <Badge $tone={status.tone}>{status.label}</Badge>
          {item.submittedAt ? (
            <Badge $tone={overdue ? 'danger' : 'neutral'}>
              {overdue ? 'Overdue: ' : ''}
              {waitingLabel(item.submittedAt, now)} ({TARGET_LABEL})
            </Badge>
          ) : null}
          {profile.hidden ? <Badge $tone="neutral">Hidden by the member</Badge> : null}
        </Chips>

        <Card as="section" aria-labelledby="flags-heading">
          <SectionHeading id="flags-heading">Automatic flags ({item.flags.length})</SectionHeading>
          {item.flags.length === 0 ? (
            <Muted>Nothing found: no phone numbers, e-mail addresses, links or handles in the text.</Muted>
          ) : (
            <FlagList>
              {item.flags.map((flag, index) => (
                <li key={`${flag.field}-${index}`}>
                  <strong>{FLAG_KIND_LABELS[flag.kind]}</strong> in {fieldLabel(flag.field)}:{' '}
                  <q>{flag.excerpt}</q>
                </li>
              ))}
            </FlagList>
          )}
        </Card>

        {item.photoMatches.length > 0 ? (
          <Card as="section" aria-labelledby="matches-heading">
            <SectionHeading id="matches-heading">
              Near-duplicate photos ({item.photoMatches.length})
            </SectionHeading>
            <Muted style={{ marginBottom: '0.75rem' }}>
              These photos look like another member’s photo: a stolen photo is a common complaint.
            </Muted>
            <PhotoMatches matches={item.photoMatches} name={profile.fullName} />
          </Card>
        ) : null}

        <Card as="section" aria-labelledby="photos-heading">
          <SectionHeading id="photos-heading">Photos ({profile.photos.length})</SectionHeading>
          {profile.photos.length === 0 ? (
            <Muted>No photos.</Muted>
          ) : (
            <Photos>
              {profile.photos.map((photo, index) => (
                <li key={photo.id}>
                  <AuthorizedImage
                    src={photo.urls.card}
                    alt={`Photo ${index + 1} of ${profile.photos.length}${photo.isPrimary ? ' (primary)' : ''}`}
                  />
                </li>
              ))}
            </Photos>
          )}
        </Card>

        <Card as="section" aria-labelledby="text-heading">
          <SectionHeading id="text-heading">Profile</SectionHeading>
          <h3 style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>About yourself</h3>
          <About>
            <FlaggedText text={profile.aboutYourself} excerpts={excerptsIn(item, 'aboutYourself')} />
          </About>
          <Groups>
            {profileFacts(profile).map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h3>{group.title}</h3>
                <Facts>
                  {group.facts.map((fact) => {
                    const field = flaggedByLabel.get(fact.label);
                    return [
                      <dt key={`${fact.label}-label`}>{fact.label}</dt>,
                      <dd key={`${fact.label}-value`}>
                        {field ? (
                          <FlaggedText text={fact.value} excerpts={excerptsIn(item, field)} />
                        ) : (
                          fact.value
                        )}
                      </dd>
                    ];
                  })}
                </Facts>
              </section>
            ))}
          </Groups>
        </Card>

        <Card as="section" aria-labelledby="history-heading">
          <SectionHeading id="history-heading">History</SectionHeading>
          <HistoryList entries={item.history} empty="No earlier decisions or actions about this member." />
        </Card>
      </Stack>
      <aside aria-label="Decision">
        <DecisionPanel item={item} name={profile.fullName} onReload={onReload} />
      </aside>
    </WithAside>
  );
}

/** /admin/moderation/:profileId: one profile to decide, with its flags, photos, history and the decision. */
export default function ModerationItemPage() {
  const { profileId = '' } = useParams();
  const result = useModerationItemQuery(profileId, FRESH);
  const item = result.data;
  const name = item?.profile.fullName;
  const fullName = name ? (
    <FlaggedText text={name} excerpts={item ? excerptsIn(item, 'fullName') : []} />
  ) : (
    'Profile under review'
  );
  let body: React.ReactNode;
  if (result.isLoading) body = <ProfileSkeleton label="Loading the profile..." />;
  else if (result.error) {
    body = (
      <ProblemNotice error={result.error}>
        <div>
          <Button type="button" variant="secondary" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </div>
      </ProblemNotice>
    );
  } else if (item)
    body = <ItemBody key={item.profile.id} item={item} onReload={() => void result.refetch()} />;
  return (
    <AdminPage
      title={name ? `Review ${name}` : 'Review a profile'}
      heading={fullName}
      path={`/admin/moderation/${profileId}`}
    >
      <BackLink to="/admin">← Back to the queue</BackLink>
      {body}
    </AdminPage>
  );
}
