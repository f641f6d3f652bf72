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

/** /my-profile: the member's own profile, photos and horoscope photo (photo privacy and hiding are on /settings). */
export default function MyProfilePage() {
  const result = useMyProfileQuery();
  const { data: profile, error, refetch } = result;
  const state = profileState(result);
  return (
    <Page>
      <PageMeta
        title="My Profile"
        description="Your matrimony profile and photos."
        path="/my-profile"
        robots="noindex"
      />
      <h1>My Profile</h1>
      {state === 'loading' ? (
        <ProfileSkeleton />
      ) : profile ? (
        <>
          <p style={{ margin: 0 }}>
            <Link to={`/profile/${profile.id}`}>See how other members see your profile</Link>
          </p>
          <ProfileOverview profile={profile} />
          <PhotoManager profile={profile} />
          <HoroscopeSection profile={profile} />
          <p style={{ margin: 0 }}>
            Who sees your photos and hiding your profile: <Link to="/settings#privacy">Privacy settings</Link>
            .
          </p>
        </>
      ) : state === 'missing' ? (
        <EmptyState
          title="Complete your profile"
          description="Your profile has not been saved yet. Fill in your details so other members can find you; then add your photos here."
          action={<ActionLink to="/edit-profile">Complete your profile</ActionLink>}
        />
      ) : (
        <EmptyState
          title="Your profile could not be loaded"
          description={messageText(problemMessage(error))}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      )}
    </Page>
  );
}
