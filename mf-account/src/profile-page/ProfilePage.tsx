import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge, Button, Card, PageMeta, VisuallyHidden, media } from '@matrimony/ui';
import { useDateFormat } from '@matrimony/ui/date-format';
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
import { PREFERENCE_LABELS, doshamLabel } from '@matrimony/catalog';
import { formatNumber } from '@matrimony/i18n';
import { useLocale } from '@matrimony/i18n/react';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { matchExplanation, nearMissText, revealedReasonText, wantedText } from '../shared/match-words';
import { useBadgeText, useSharedT } from '../shared/messages';
import { useProfilePageT } from './messages';

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

/** `who`: the other member's first name, or undefined for the viewer's own preferences. */
function FitItems({ items, who }: { items: Profile['lookingFor']; who?: string }) {
  const t = useProfilePageT();
  useSharedT();
  const text = useCatalogText();
  if (items.length === 0)
    return (
      <p>
        {who === undefined ? t('profilePage.fit.noneYou') : t('profilePage.fit.noneOther', { name: who })}
      </p>
    );
  return (
    <FitList>
      {items.map((item) => (
        <li key={item.item}>
          <span aria-hidden="true">{item.met ? '✓' : item.nearMiss ? '≈' : '✗'}</span>
          <span>
            <strong>{text(PREFERENCE_LABELS[item.item])}</strong>: {wantedText(item.wanted, text)}
            {item.must ? t('profilePage.fit.must') : item.guessed ? t('profilePage.fit.guessed') : ''}{' '}
            <VisuallyHidden>
              {item.met
                ? t('profilePage.fit.matches')
                : item.nearMiss
                  ? t('profilePage.fit.nearly')
                  : t('profilePage.fit.not')}
            </VisuallyHidden>
            {item.nearMiss ? <NearMiss>{nearMissText(item)}</NearMiss> : null}
          </span>
        </li>
      ))}
    </FitList>
  );
}

function Photos({ profile }: { profile: Profile }) {
  const t = useProfilePageT();
  const [open, setOpen] = useState<number | null>(null);
  const full = useAuthorizedUrls(open === null ? [] : profile.photos.map((photo) => photo.fullUrl));
  if (profile.photos.length === 0)
    return (
      <Card>
        {profile.photoHidden
          ? t('profilePage.photos.hidden', { name: profile.displayName })
          : t('profilePage.photos.none')}
      </Card>
    );
  const [first, ...rest] = profile.photos;
  // The viewer sits outside the gallery, whose styles for its photo buttons and images are not the viewer's.
  return (
    <>
      <Gallery>
        <button
          type="button"
          onClick={() => setOpen(0)}
          aria-label={t('profilePage.photos.open', { name: profile.displayName })}
        >
          <AuthorizedImage
            src={first!.cardUrl}
            alt={t('profilePage.photos.alt', { number: 1, name: profile.displayName })}
          />
        </button>
        {rest.length ? (
          <Thumbs>
            {rest.map((photo, index) => (
              <button
                type="button"
                key={photo.id}
                onClick={() => setOpen(index + 1)}
                aria-label={t('profilePage.photos.openNumber', { number: index + 2 })}
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
          alt: t('profilePage.photos.alt', { number: index + 1, name: profile.displayName })
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
  const t = useProfilePageT();
  const { formatCalendarDay } = useDateFormat();
  const text = useCatalogText('castes', 'careers', 'places');
  const badgeText = useBadgeText();
  const locale = useLocale();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const result = useProfilePageQuery(id, { skip: !/^[0-9a-f]{24}$/.test(id) });

  if (!/^[0-9a-f]{24}$/.test(id) || asProblem(result.error)?.status === 404) {
    return (
      <Page>
        <PageMeta
          title={t('profilePage.notFound.metaTitle')}
          description={t('profilePage.notFound.metaDescription')}
          path={`/profile/${id}`}
          robots="noindex"
        />
        <EmptyState
          title={t('profilePage.notFound.title')}
          description={t('profilePage.notFound.text')}
          action={<ActionLink to="/explore">{t('profilePage.exploreMembers')}</ActionLink>}
        />
      </Page>
    );
  }
  if (result.error) return <Page role="alert">{text(messageText(problemMessage(result.error)))}</Page>;
  if (!result.data)
    return (
      <Page>
        <ProfileSkeleton />
      </Page>
    );

  const { profile, relation } = result.data;
  const createdBy = createdByLine(profile.createdBy, profile.gender);
  const age = formatNumber(profile.age, locale);
  const firstName = profile.displayName.split(' ')[0]!;
  return (
    <Page>
      <PageMeta
        title={profile.displayName}
        description={t('profilePage.metaDescription', {
          name: profile.displayName,
          age,
          district: text(profile.district)
        })}
        path={`/profile/${id}`}
        robots="noindex"
      />
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => navigate(-1)}>
          {t('profilePage.back')}
        </Button>
      </div>
      <Top>
        <Photos profile={profile} />
        <div style={{ display: 'grid', gap: '1rem' }}>
          <h1>
            {profile.displayName}{' '}
            {profile.badges.premium ? <Badge $tone="accent">{t('profilePage.premium')}</Badge> : null}
          </h1>
          <VerificationBadges badges={profile.badges} text={badgeText} />
          <p style={{ margin: 0 }}>
            {t('profilePage.line', {
              memberNumber: profile.memberNumber,
              age,
              height: text(profile.height),
              district: text(profile.district),
              state: text(profile.state)
            })}
            {profile.lastActiveDay
              ? t('profilePage.activeOn', { day: formatCalendarDay(profile.lastActiveDay, { short: true }) })
              : ''}
          </p>
          {createdBy ? <p style={{ margin: 0 }}>{text(createdBy)}</p> : null}
          {relation.isOwn ? (
            <Card>
              {t('profilePage.own')} <Link to="/edit-profile">{t('profilePage.editProfile')}</Link>
            </Card>
          ) : (
            <Card as="section" aria-labelledby="match-heading">
              <SectionHeading id="match-heading">{t('profilePage.match.heading')}</SectionHeading>
              <Score>
                {t('profilePage.match.score', { score: formatNumber(profile.match.score, locale) })}
              </Score>
              <p>{t('profilePage.sentence', { sentence: matchExplanation(profile.match) })}</p>
              {profile.revealedReason ? (
                <p>
                  {t('profilePage.sentence', {
                    sentence: revealedReasonText(profile.revealedReason, text)
                  })}
                </p>
              ) : null}
            </Card>
          )}
          {relation.isOwn ? null : (
            <Slots aria-label={t('profilePage.connect')}>
              <InterestActions
                profileId={profile.id}
                name={profile.displayName.split(' ')[0]!}
                relation={relation}
                onChange={() => void result.refetch()}
              />
              {relation.isMatch ? (
                <div>
                  <ActionLink to={`/messages/with/${profile.id}`}>
                    {t('profilePage.message', { name: firstName })}
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
                <SectionHeading id="horoscope-heading">{t('profilePage.horoscope.heading')}</SectionHeading>
                {profile.horoscope ? (
                  <Facts>
                    <dt>{t('profilePage.fact.rasi')}</dt>
                    <dd>{text(profile.horoscope.rasi)}</dd>
                    <dt>{t('profilePage.fact.star')}</dt>
                    <dd>{text(profile.horoscope.star)}</dd>
                    <dt>{t('profilePage.fact.dosham')}</dt>
                    <dd>{text(doshamLabel(profile.horoscope.dosham))}</dd>
                    {profile.horoscope.computed ? (
                      <>
                        <dt>{t('profilePage.horoscope.source')}</dt>
                        <dd>{text(BIRTH_HOROSCOPE_MESSAGES.computed.title)}</dd>
                      </>
                    ) : null}
                  </Facts>
                ) : (
                  <p>
                    {t('profilePage.horoscope.premium')}{' '}
                    <Link to="/subscription">{t('profilePage.seePremium')}</Link>
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
          <SectionHeading id="about-heading">{t('profilePage.about')}</SectionHeading>
          <p style={{ whiteSpace: 'pre-line' }}>{profile.about}</p>
        </Card>
        <Card as="section" aria-labelledby="basic-heading">
          <SectionHeading id="basic-heading">{t('profilePage.basic')}</SectionHeading>
          <Facts>
            <dt>{t('profilePage.fact.age')}</dt>
            <dd>{t('profilePage.fact.years', { age })}</dd>
            <dt>{t('profilePage.fact.height')}</dt>
            <dd>{text(profile.height)}</dd>
            <dt>{t('profilePage.fact.maritalStatus')}</dt>
            <dd>{text(profile.maritalStatus)}</dd>
            <dt>{t('profilePage.fact.motherTongue')}</dt>
            <dd>{text(profile.motherTongue)}</dd>
            <dt>{t('profilePage.fact.livesIn')}</dt>
            <dd>
              {text(profile.district)}, {text(profile.state)}
            </dd>
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="religion-heading">
          <SectionHeading id="religion-heading">{t('profilePage.religionHeading')}</SectionHeading>
          <Facts>
            <dt>{t('profilePage.fact.religion')}</dt>
            <dd>{text(profile.religion)}</dd>
            <dt>{t('profilePage.fact.caste')}</dt>
            <dd>{profile.caste ? text(profile.caste) : t('profilePage.fact.noCaste')}</dd>
            {profile.subCaste ? (
              <>
                <dt>{t('profilePage.fact.subCaste')}</dt>
                <dd>{profile.subCaste}</dd>
              </>
            ) : null}
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="work-heading">
          <SectionHeading id="work-heading">{t('profilePage.workHeading')}</SectionHeading>
          <Facts>
            <dt>{t('profilePage.fact.education')}</dt>
            <dd>{text(profile.education)}</dd>
            <dt>{t('profilePage.fact.occupation')}</dt>
            <dd>{text(profile.occupation)}</dd>
            <dt>{t('profilePage.fact.income')}</dt>
            <dd>{text(profile.annualIncome)}</dd>
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="family-heading">
          <SectionHeading id="family-heading">{t('profilePage.familyHeading')}</SectionHeading>
          <Facts>
            <dt>{t('profilePage.fact.familyType')}</dt>
            <dd>
              {profile.family.familyType === 'joint'
                ? t('profilePage.fact.joint')
                : t('profilePage.fact.nuclear')}
            </dd>
            <dt>{t('profilePage.fact.father')}</dt>
            <dd>{text(profile.family.fatherOccupation)}</dd>
            <dt>{t('profilePage.fact.mother')}</dt>
            <dd>{text(profile.family.motherOccupation)}</dd>
            <dt>{t('profilePage.fact.siblings')}</dt>
            <dd>{text(profile.family.siblings)}</dd>
          </Facts>
        </Card>
        {relation.isOwn ? null : (
          <>
            <Card as="section" aria-labelledby="looking-heading">
              <SectionHeading id="looking-heading">
                {t('profilePage.lookingFor', { name: firstName })}
              </SectionHeading>
              <p>{t('profilePage.whereYouMatch')}</p>
              <FitItems items={profile.lookingFor} who={firstName} />
            </Card>
            <Card as="section" aria-labelledby="fits-heading">
              <SectionHeading id="fits-heading">{t('profilePage.againstYours')}</SectionHeading>
              <FitItems items={profile.fitsYou} />
              <p>
                <Link to="/partner-preferences">{t('profilePage.editPreferences')}</Link>
              </p>
            </Card>
          </>
        )}
      </Sections>
    </Page>
  );
}
