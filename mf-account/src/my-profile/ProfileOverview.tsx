import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { BIRTH_HOROSCOPE_MESSAGES, profileCreatorOf, starFitsRasi } from '@matrimony/catalog';
import { Badge, Card, media } from '@matrimony/ui';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { AuthorizedImage } from '../shared/AuthorizedImage';
import { MemberNumber } from '../shared/MemberNumber';
import { ActionLink, Facts, SectionHeading } from '../shared/styles';
import { createdByLine, moderationNotice, profileFacts } from '../shared/profile-facts';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useMyProfileT } from './messages';

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  ${media.up('md')} {
    grid-template-columns: 128px 1fr auto;
  }
`;

const Portrait = styled.div`
  width: 128px;
  height: 128px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const About = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The profile as other members will see it, with its moderation status. */
export function ProfileOverview({ profile }: { profile: OwnProfile }) {
  const notice = moderationNotice(profile);
  const primary = profile.photos.find((photo) => photo.isPrimary);
  const createdBy = createdByLine(profileCreatorOf(profile.profileFor), profile.gender);
  const t = useMyProfileT();
  const text = useCatalogText('places');
  // The option's English is "Don't know"; this sentence has always written it with a typographic apostrophe.
  const dontKnow = text("Don't know") === "Don't know" ? 'Don’t know' : text("Don't know");
  return (
    <Card as="section" aria-labelledby="overview-heading">
      <Head>
        <Portrait>
          {primary ? (
            <AuthorizedImage
              src={primary.urls.thumbnail}
              alt={t('myProfile.overview.photoAlt', { name: profile.fullName })}
            />
          ) : null}
        </Portrait>
        <div>
          <SectionHeading id="overview-heading">
            {profile.fullName} <Badge $tone={notice.tone}>{notice.badge}</Badge>
          </SectionHeading>
          <p style={{ margin: 0 }}>
            {[
              profile.age ? t('myProfile.overview.age', { age: profile.age }) : '',
              profile.district ? text(profile.district) : '',
              profile.state ? text(profile.state) : ''
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
          {createdBy ? <p style={{ margin: 0 }}>{text(createdBy)}</p> : null}
          {profile.memberNumber ? (
            <p style={{ margin: '0.5rem 0 0' }}>
              {t('myProfile.overview.memberNumber')} <MemberNumber memberNumber={profile.memberNumber} />
            </p>
          ) : null}
          <p role="status">{notice.text}</p>
          {profile.birthTime && profile.birthPlace ? (
            <p>
              <Badge $tone="neutral">{text(BIRTH_HOROSCOPE_MESSAGES.computed.title)}</Badge>{' '}
              {t('myProfile.overview.computed')}
            </p>
          ) : null}
          {starFitsRasi(profile.star, profile.rasi) ? null : (
            <p role="alert">
              {t('myProfile.overview.starMismatch', {
                star: text(profile.star),
                rasi: text(profile.rasi),
                dontKnow
              })}{' '}
              <Link to="/edit-profile">{t('myProfile.overview.editProfileLink')}</Link>
              {t('myProfile.overview.starMismatchAfter')}
            </p>
          )}
        </div>
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          <ActionLink to="/edit-profile">{t('myProfile.overview.edit')}</ActionLink>
          <ActionLink to="/partner-preferences" $variant="secondary">
            {t('myProfile.overview.preferences')}
          </ActionLink>
        </div>
      </Head>
      <h3>{t('myProfile.overview.about')}</h3>
      <About>{profile.aboutYourself}</About>
      <Groups>
        {profileFacts(profile).map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3>{group.title}</h3>
            <Facts>
              {group.facts.map((fact) => (
                <div key={fact.label} style={{ display: 'contents' }}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
          </section>
        ))}
      </Groups>
    </Card>
  );
}
