import { problemMessage } from '@matrimony/session';
import { Link } from 'react-router-dom';
import { Button, PageMeta } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { useMyProfileQuery } from '../api/account-api';
import { profileState } from '../shared/query-state';
import { ActionLink, Page } from '../shared/styles';
import { HoroscopeSection } from './HoroscopeSection';
import { PhotoManager } from './PhotoManager';
import { ProfileOverview } from './ProfileOverview';
import { messageText } from '@matrimony/catalog/messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useMyProfileT } from './messages';

/** /my-profile: the member's own profile, photos and horoscope photo (photo privacy and hiding are on /settings). */
export default function MyProfilePage() {
  const result = useMyProfileQuery();
  const { data: profile, error, refetch } = result;
  const state = profileState(result);
  const t = useMyProfileT();
  const text = useCatalogText();
  return (
    <Page>
      <PageMeta
        title={t('myProfile.page.title')}
        description={t('myProfile.page.description')}
        path="/my-profile"
        robots="noindex"
      />
      <h1>{t('myProfile.page.title')}</h1>
      {state === 'loading' ? (
        <ProfileSkeleton />
      ) : profile ? (
        <>
          <p style={{ margin: 0 }}>
            <Link to={`/profile/${profile.id}`}>{t('myProfile.page.preview')}</Link>
          </p>
          <ProfileOverview profile={profile} />
          <PhotoManager profile={profile} />
          <HoroscopeSection profile={profile} />
          <p style={{ margin: 0 }}>
            {t('myProfile.page.privacyBefore')}{' '}
            <Link to="/settings#privacy">{t('myProfile.page.privacyLink')}</Link>
            {t('myProfile.page.privacyAfter')}
          </p>
        </>
      ) : state === 'missing' ? (
        <EmptyState
          title={t('myProfile.page.complete')}
          description={t('myProfile.page.completeText')}
          action={<ActionLink to="/edit-profile">{t('myProfile.page.complete')}</ActionLink>}
        />
      ) : (
        <EmptyState
          title={t('myProfile.page.failed')}
          description={text(messageText(problemMessage(error)))}
          action={<Button onClick={() => void refetch()}>{t('myProfile.retry')}</Button>}
        />
      )}
    </Page>
  );
}
