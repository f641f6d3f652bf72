import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PHOTO_CHECK_MESSAGES, photoCheckRejectText } from '@matrimony/catalog/photo-check';
import { Button, PageMeta } from '@matrimony/ui';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { usePhotoCheckQuery } from '../../api/photo-check-api';
import { Actions, Muted, Page } from '../../shared/styles';
import { useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { QueryFailed } from '../QueryFailed';
import { SelfieSteps } from './SelfieSteps';

/**
 * /settings/verification/selfie: the photo check (docs/product-rules.md#verification). A pose drawn by the server,
 * a selfie taken live with the front camera (no file input: a photo from the gallery proves nothing), sent for a
 * moderator to compare with the profile photos.
 */
export default function SelfieCheckPage() {
  const result = usePhotoCheckQuery();
  const [sent, setSent] = useState(false);
  // A member whose selfie waits may take a new one, which replaces it.
  const [retaking, setRetaking] = useState(false);
  const state = result.data;
  const t = useSettingsT();
  let body: React.ReactNode;
  if (sent || (state?.status === 'pending' && !retaking))
    body = (
      <>
        <Notice tone="success" message={PHOTO_CHECK_MESSAGES.sent} />
        {sent ? null : (
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setRetaking(true)}>
              {t('settings.selfie.takeNew')}
            </Button>
          </Actions>
        )}
      </>
    );
  else if (state?.status === 'verified')
    body = <Notice tone="success" message={{ title: t('settings.selfie.verified') }} />;
  else if (state) {
    body = (
      <>
        {state.status === 'pending' ? <Muted>{t('settings.selfie.waiting')}</Muted> : null}
        {state.status === 'rejected' && state.reason ? (
          <Notice
            tone="danger"
            message={{
              title: t('settings.selfie.lastRejected'),
              description: photoCheckRejectText(state.reason)
            }}
          />
        ) : null}
        {state.status === 'expired' ? <Notice tone="danger" message={PHOTO_CHECK_MESSAGES.expired} /> : null}
        {state.suspended ? <Notice tone="danger" message={PHOTO_CHECK_MESSAGES.suspended} /> : null}
        <SelfieSteps onSent={() => setSent(true)} />
      </>
    );
  } else if (result.isLoading)
    body = (
      <div aria-busy="true">
        <SkeletonBlock $height="12rem" />
      </div>
    );
  else
    body = (
      <QueryFailed
        what={t('settings.selfie.failedWhat')}
        error={result.error}
        retry={() => void result.refetch()}
      />
    );

  return (
    <Page>
      <PageMeta
        title={t('settings.selfie.title')}
        description={t('settings.selfie.description')}
        path="/settings/verification/selfie"
        robots="noindex"
      />
      <h1>{t('settings.selfie.title')}</h1>
      <Link to={{ pathname: '/settings', hash: 'verification' }}>{t('settings.selfie.back')}</Link>
      {body}
    </Page>
  );
}
