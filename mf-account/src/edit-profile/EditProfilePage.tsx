import { Button, PageMeta } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage, useSession } from '@matrimony/session';
import { useMyProfileQuery } from '../api/account-api';
import { profileState } from '../shared/query-state';
import { Muted, Page } from '../shared/styles';
import { ProfileForm } from './ProfileForm';
import { messageText } from '@matrimony/catalog/messages';

/** /edit-profile: the wizard's steps 3-6 for the member's stored profile (or a new one). */
export default function EditProfilePage() {
  const { user } = useSession();
  const result = useMyProfileQuery();
  const { data: profile, error, refetch } = result;
  const state = profileState(result);
  const missing = state === 'missing';

  return (
    <Page>
      <PageMeta
        title="Edit Profile"
        description="Change your matrimony profile details."
        path="/edit-profile"
        robots="noindex"
      />
      <div>
        <h1>{missing ? 'Complete your profile' : 'Edit Profile'}</h1>
        <Muted>
          Your mobile number and e-mail come from your account and are not changed here. Changes, a new name
          included, are shown to other members once reviewed.
        </Muted>
      </div>
      {state === 'loading' ? (
        <ProfileSkeleton label="Loading your profile..." />
      ) : profile || missing ? (
        <ProfileForm key={profile?.id ?? 'new'} stored={profile} registeredName={user?.fullName ?? ''} />
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
