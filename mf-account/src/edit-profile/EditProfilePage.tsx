import { Button, PageMeta } from '@matrimony/ui';
import { EmptyState } from '@matrimony/ui/empty-state';
import { ProfileSkeleton } from '@matrimony/ui/skeletons';
import { problemMessage, useSession } from '@matrimony/session';
import { useMyProfileQuery } from '../api/account-api';
import { profileState } from '../shared/query-state';
import { Muted, Page } from '../shared/styles';
import { ProfileForm } from './ProfileForm';
import { messageText } from '@matrimony/catalog/messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { useEditProfileT } from './messages';

/** /edit-profile: the wizard's steps 3-6 for the member's stored profile (or a new one). */
export default function EditProfilePage() {
  const { user } = useSession();
  const result = useMyProfileQuery();
  const { data: profile, error, refetch } = result;
  const state = profileState(result);
  const missing = state === 'missing';
  const t = useEditProfileT();
  const text = useCatalogText();

  return (
    <Page>
      <PageMeta
        title={t('editProfile.title')}
        description={t('editProfile.description')}
        path="/edit-profile"
        robots="noindex"
      />
      <div>
        <h1>{missing ? t('editProfile.complete') : t('editProfile.title')}</h1>
        <Muted>{t('editProfile.lead')}</Muted>
      </div>
      {state === 'loading' ? (
        <ProfileSkeleton label={t('editProfile.loading')} />
      ) : profile || missing ? (
        <ProfileForm key={profile?.id ?? 'new'} stored={profile} registeredName={user?.fullName ?? ''} />
      ) : (
        <EmptyState
          title={t('editProfile.failed')}
          description={text(messageText(problemMessage(error)))}
          action={<Button onClick={() => void refetch()}>{t('editProfile.retry')}</Button>}
        />
      )}
    </Page>
  );
}
