import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge, Button, Card, PageMeta, VisuallyHidden, media } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { Lightbox, VerificationBadges } from '@matrimony/ui/discovery';
import { problemMessage, asProblem } from '@matrimony/session';
import { useProfilePageQuery, type ProfilePage as ProfilePageData } from '../api/discovery-api';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { ContactSection } from '../shared/ContactSection';
import { HoroscopeMatchSection } from './HoroscopeMatchSection';
import { InterestActions } from './InterestActions';
import { ProfileActions } from './ProfileActions';
import { ActionLink, Facts, Page, SectionHeading } from '../shared/styles';
import { createdByLine } from '../shared/profile-facts';
import { useAuthorizedUrls } from '../shared/use-authorized-url';
import { BIRTH_HOROSCOPE_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { doshamLabel } from '@matrimony/catalog';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.up('md')} {
    grid-template-columns: minmax(260px, 360px) 1fr;
    align-items: start;
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  button {
    padding: 0;
    border: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.lg};
    overflow: hidden;
    cursor: zoom-in;
  }
  /* The placeholder (role img) holds the photo's box until the image arrives: nothing below it moves then. */
  img,
  [role='img'] {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  img,
  [role='img'] {
    width: 64px;
    height: 64px;
    aspect-ratio: 1;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.up('lg')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Score = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  margin: 0;
`;

const FitList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: 1.5rem 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const NearMiss = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Slots = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

type Profile = ProfilePageData['profile'];

function FitItems({ items, who }: { items: Profile['lookingFor']; who: string }) {
  if (items.length === 0) return <p>{who} has not set preferences on this yet: every member fits.</p>;
  return (
    <FitList>
      {items.map((item) => (
        <li key={item.item}>
          <span aria-hidden="true">{item.met ? '✓' : item.nearMiss ? '≈' : '✗'}</span>
          <span>
            <strong>{item.label}</strong>: {item.wanted}
            {item.must ? ' (must)' : item.guessed ? ' (guessed)' : ''}{' '}
            <VisuallyHidden>
              {item.met ? '— matches' : item.nearMiss ? '— nearly matches' : '— does not match'}
            </VisuallyHidden>
            {item.nearMiss ? <NearMiss>{item.nearMiss}</NearMiss> : null}
          </span>
        </li>
      ))}
    </FitList>
  );
}

function Photos({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState<number | null>(null);
  const full = useAuthorizedUrls(open === null ? [] : profile.photos.map((photo) => photo.fullUrl));
  if (profile.photos.length === 0)
    return (
      <Card>
        {profile.photoHidden ? `${profile.displayName} shows photos to connections only.` : 'No photos yet.'}
      </Card>
    );
  const [first, ...rest] = profile.photos;
  // The viewer sits outside the gallery, whose styles for its photo buttons and images are not the viewer's.
  return (
    <>
      <Gallery>
        <button type="button" onClick={() => setOpen(0)} aria-label={`Open ${profile.displayName}'s photos`}>
          <AuthorizedImage src={first!.cardUrl} alt={`Photo 1 of ${profile.displayName}`} />
        </button>
        {rest.length ? (
          <Thumbs>
            {rest.map((photo, index) => (
              <button
                type="button"
                key={photo.id}
                onClick={() => setOpen(index + 1)}
                aria-label={`Open photo ${index + 2}`}
              >
                <AuthorizedImage src={photo.thumbnailUrl} alt="" />
              </button>
            ))}
          </Thumbs>
        ) : null}
      </Gallery>
      <Lightbox
        photos={profile.photos.map((photo, index) => ({
          src: full[photo.fullUrl] ?? '',
          alt: `Photo ${index + 1} of ${profile.displayName}`
        }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/** /profile/:id: another member's profile, the match and its reasons, and the places to act on it. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const result = useProfilePageQuery(id, { skip: !/^[0-9a-f]{24}$/.test(id) });

  if (!/^[0-9a-f]{24}$/.test(id) || asProblem(result.error)?.status === 404) {
    return (
      <Page>
        <PageMeta
          title="Profile not found"
          description="This profile is not available."
          path={`/profile/${id}`}
          robots="noindex"
        />
        <EmptyState
          title="This profile is not available"
          description="It may have been hidden or removed."
          action={<ActionLink to="/explore">Explore members</ActionLink>}
        />
      </Page>
    );
  }
  if (result.error) return <Page role="alert">{messageText(problemMessage(result.error))}</Page>;
  if (!result.data)
    return (
      <Page>
        <ProfileSkeleton />
      </Page>
    );

  const { profile, relation } = result.data;
  const createdBy = createdByLine(profile.createdBy, profile.gender);
  return (
    <Page>
      <PageMeta
        title={profile.displayName}
        description={`${profile.displayName}, ${profile.age}, ${profile.district}`}
        path={`/profile/${id}`}
        robots="noindex"
      />
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => navigate(-1)}>
          ← Back
        </Button>
      </div>
      <Top>
        <Photos profile={profile} />
        <div style={{ display: 'grid', gap: '1rem' }}>
          <h1>
            {profile.displayName} {profile.badges.premium ? <Badge $tone="accent">Premium</Badge> : null}
          </h1>
          <VerificationBadges badges={profile.badges} />
          <p style={{ margin: 0 }}>
            {profile.memberNumber} · {profile.age} yrs · {profile.height} · {profile.district},{' '}
            {profile.state}
            {profile.lastActiveDay ? ` · active ${profile.lastActiveDay}` : ''}
          </p>
          {createdBy ? <p style={{ margin: 0 }}>{createdBy}</p> : null}
          {relation.isOwn ? (
            <Card>
              This is how other members see your profile. <Link to="/edit-profile">Edit profile</Link>
            </Card>
          ) : (
            <Card as="section" aria-labelledby="match-heading">
              <SectionHeading id="match-heading">Your match</SectionHeading>
              <Score>{profile.match.score}% match</Score>
              <p>{profile.match.explanation}.</p>
              {profile.revealedReason ? <p>{profile.revealedReason}.</p> : null}
            </Card>
          )}
          {relation.isOwn ? null : (
            <Slots aria-label="Connect">
              <InterestActions
                profileId={profile.id}
                name={profile.displayName.split(' ')[0]!}
                relation={relation}
                onChange={() => void result.refetch()}
              />
              {relation.isMatch ? (
                <div>
                  <ActionLink to={`/messages/with/${profile.id}`}>
                    Message {profile.displayName.split(' ')[0]}
                  </ActionLink>
                </div>
              ) : null}
              <ProfileActions
                profileId={profile.id}
                name={profile.displayName.split(' ')[0]!}
                shortlisted={relation.shortlisted}
                onChange={() => void result.refetch()}
              />
              <ContactSection profileId={profile.id} name={profile.displayName.split(' ')[0]!} />
              <Card as="section" aria-labelledby="horoscope-heading" data-slot="horoscope">
                <SectionHeading id="horoscope-heading">Horoscope</SectionHeading>
                {profile.horoscope ? (
                  <Facts>
                    <dt>Rasi</dt>
                    <dd>{profile.horoscope.rasi}</dd>
                    <dt>Star</dt>
                    <dd>{profile.horoscope.star}</dd>
                    <dt>Dosham</dt>
                    <dd>{doshamLabel(profile.horoscope.dosham)}</dd>
                    {profile.horoscope.computed ? (
                      <>
                        <dt>Source</dt>
                        <dd>{BIRTH_HOROSCOPE_MESSAGES.computed.title}</dd>
                      </>
                    ) : null}
                  </Facts>
                ) : (
                  <p>
                    Rasi, star and dosham are shown to Premium members.{' '}
                    <Link to="/subscription">See Premium</Link>
                  </p>
                )}
              </Card>
            </Slots>
          )}
        </div>
      </Top>
      <Sections>
        {relation.isOwn ? null : (
          <HoroscopeMatchSection profileId={profile.id} name={profile.displayName.split(' ')[0]!} />
        )}
        <Card as="section" aria-labelledby="about-heading">
          <SectionHeading id="about-heading">About</SectionHeading>
          <p style={{ whiteSpace: 'pre-line' }}>{profile.about}</p>
        </Card>
        <Card as="section" aria-labelledby="basic-heading">
          <SectionHeading id="basic-heading">Basic details</SectionHeading>
          <Facts>
            <dt>Age</dt>
            <dd>{profile.age} years</dd>
            <dt>Height</dt>
            <dd>{profile.height}</dd>
            <dt>Marital status</dt>
            <dd>{profile.maritalStatus}</dd>
            <dt>Mother tongue</dt>
            <dd>{profile.motherTongue}</dd>
            <dt>Lives in</dt>
            <dd>
              {profile.district}, {profile.state}
            </dd>
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="religion-heading">
          <SectionHeading id="religion-heading">Religion and community</SectionHeading>
          <Facts>
            <dt>Religion</dt>
            <dd>{profile.religion}</dd>
            <dt>Caste</dt>
            <dd>{profile.caste ?? 'Prefers not to say'}</dd>
            {profile.subCaste ? (
              <>
                <dt>Sub-caste</dt>
                <dd>{profile.subCaste}</dd>
              </>
            ) : null}
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="work-heading">
          <SectionHeading id="work-heading">Education and work</SectionHeading>
          <Facts>
            <dt>Education</dt>
            <dd>{profile.education}</dd>
            <dt>Occupation</dt>
            <dd>{profile.occupation}</dd>
            <dt>Annual income</dt>
            <dd>{profile.annualIncome}</dd>
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="family-heading">
          <SectionHeading id="family-heading">Family</SectionHeading>
          <Facts>
            <dt>Family type</dt>
            <dd>{profile.family.familyType === 'joint' ? 'Joint family' : 'Nuclear family'}</dd>
            <dt>Father</dt>
            <dd>{profile.family.fatherOccupation}</dd>
            <dt>Mother</dt>
            <dd>{profile.family.motherOccupation}</dd>
            <dt>Siblings</dt>
            <dd>{profile.family.siblings}</dd>
          </Facts>
        </Card>
        {relation.isOwn ? null : (
          <>
            <Card as="section" aria-labelledby="looking-heading">
              <SectionHeading id="looking-heading">
                What {profile.displayName.split(' ')[0]} is looking for
              </SectionHeading>
              <p>✓ where you match.</p>
              <FitItems items={profile.lookingFor} who={profile.displayName.split(' ')[0]!} />
            </Card>
            <Card as="section" aria-labelledby="fits-heading">
              <SectionHeading id="fits-heading">Against your preferences</SectionHeading>
              <FitItems items={profile.fitsYou} who="You" />
              <p>
                <Link to="/partner-preferences">Edit your partner preferences</Link>
              </p>
            </Card>
          </>
        )}
      </Sections>
    </Page>
  );
}
