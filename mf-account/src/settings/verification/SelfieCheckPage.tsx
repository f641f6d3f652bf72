import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PHOTO_CHECK_MESSAGES, photoCheckRejectText } from '@matrimony/catalog/photo-check';
import { Button, PageMeta } from '@matrimony/ui';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { usePhotoCheckQuery } from '../../api/photo-check-api';
import { Actions, Muted, Page } from '../../shared/styles';
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
  let body: React.ReactNode;
  if (sent || (state?.status === 'pending' && !retaking))
    body = (
      <>
        <Notice tone="success" message={PHOTO_CHECK_MESSAGES.sent} />
        {sent ? null : (
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setRetaking(true)}>
              Take a new selfie
            </Button>
          </Actions>
        )}
      </>
    );
  else if (state?.status === 'verified')
    body = <Notice tone="success" message={{ title: 'Your photos are verified' }} />;
  else if (state) {
    body = (
      <>
        {state.status === 'pending' ? (
          <Muted>Your selfie is waiting for a moderator. Sending a new one replaces it.</Muted>
        ) : null}
        {state.status === 'rejected' && state.reason ? (
          <Notice
            tone="danger"
            message={{
              title: 'Your last selfie could not be verified',
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
    body = <QueryFailed what="Your photo check" error={result.error} retry={() => void result.refetch()} />;

  return (
    <Page>
      <PageMeta
        title="Photo check"
        description="Take a live selfie for the Photo verified badge."
        path="/settings/verification/selfie"
        robots="noindex"
      />
      <h1>Photo check</h1>
      <Link to={{ pathname: '/settings', hash: 'verification' }}>← Back to Verification</Link>
      {body}
    </Page>
  );
}
