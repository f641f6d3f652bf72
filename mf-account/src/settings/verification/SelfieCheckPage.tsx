import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  PHOTO_CHECK_MESSAGES,
  photoCheckRejectText,
  selfiePoseInstruction
} from '@matrimony/catalog/photo-check';
import { asProblem, problemMessage } from '@matrimony/session';
import { Button, Card, PageMeta, ProgressBar, SkeletonBlock } from '@matrimony/ui';
import {
  uploadSelfie,
  useCreatePhotoCheckChallengeMutation,
  usePhotoCheckQuery,
  useReplacePhotoCheck,
  type PhotoCheckChallenge
} from '../../api/photo-check-api';
import { SelfiePoseIllustration } from '../../shared/SelfiePoseIllustration';
import { Actions, Muted, Page } from '../../shared/styles';
import { Notice } from '../Notice';
import { useFrontCamera } from './use-front-camera';
import { QueryFailed } from '../QueryFailed';

const Steps = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 40rem;
  padding: ${({ theme }) => theme.space(4)};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Pose = styled.figure`
  display: grid;
  grid-template-columns: minmax(5rem, 8rem) 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  & figcaption {
    font-weight: 600;
  }
`;

const Frame = styled.div<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  & video,
  & img {
    display: block;
    width: 100%;
    max-height: 60vh;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* The live preview mirrored, as a front camera's usually is; the photo taken is not. */
  & video {
    transform: scaleX(-1);
  }
`;

const CAMERA_MESSAGES = {
  refused: PHOTO_CHECK_MESSAGES.cameraRefused,
  missing: PHOTO_CHECK_MESSAGES.cameraMissing,
  failed: PHOTO_CHECK_MESSAGES.cameraFailed
} as const;

/** Problems after which the drawn pose cannot be used again: the member starts over with a new one. */
const NEEDS_NEW_POSE = new Set(['challenge_expired', 'challenge_used', 'challenge_unknown']);

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The steps once the member starts: the pose, the live camera, the photo taken, and sending it. */
function SelfieSteps({ onSent }: { onSent: () => void }) {
  const camera = useFrontCamera();
  const replaceState = useReplacePhotoCheck();
  const [drawPose, drawing] = useCreatePhotoCheckChallengeMutation();
  const [challenge, setChallenge] = useState<PhotoCheckChallenge | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = useObjectUrl(photo);
  const [failure, setFailure] = useState<unknown>();
  const [progress, setProgress] = useState<number | null>(null);

  const begin = async () => {
    setFailure(undefined);
    setPhoto(null);
    try {
      setChallenge(await drawPose().unwrap());
    } catch (error) {
      setFailure(error);
      return;
    }
    await camera.start();
  };

  const take = async () => {
    const taken = await camera.capture();
    if (!taken) return;
    setPhoto(taken);
    camera.stop();
  };

  const retake = async () => {
    setPhoto(null);
    await camera.start();
  };

  const send = async () => {
    if (!photo || !challenge) return;
    setFailure(undefined);
    setProgress(0);
    try {
      replaceState(await uploadSelfie(photo, challenge.challengeId, setProgress));
      onSent();
    } catch (error) {
      setFailure(error);
      if (NEEDS_NEW_POSE.has(asProblem(error)?.code ?? '')) {
        setChallenge(null);
        setPhoto(null);
      }
    } finally {
      setProgress(null);
    }
  };

  const cameraProblem =
    camera.state in CAMERA_MESSAGES ? CAMERA_MESSAGES[camera.state as keyof typeof CAMERA_MESSAGES] : null;
  return (
    <Steps as="section" aria-labelledby="selfie-steps-heading">
      <h2 id="selfie-steps-heading">Take a live selfie</h2>
      {failure ? <Notice tone="danger" message={problemMessage(failure)} /> : null}
      {challenge ? (
        <Pose>
          <SelfiePoseIllustration pose={challenge.pose} />
          <figcaption>{selfiePoseInstruction(challenge.pose)}</figcaption>
        </Pose>
      ) : (
        <>
          <Muted>
            We show you a pose, you take a selfie in it with your camera, and a moderator compares it with
            your profile photos. Only the outcome is kept: the selfie is deleted after the check.
          </Muted>
          <Actions>
            <Button type="button" onClick={() => void begin()} busy={drawing.isLoading}>
              Start
            </Button>
          </Actions>
        </>
      )}
      {cameraProblem ? (
        <Notice tone="danger" message={cameraProblem}>
          <Actions>
            <Button type="button" variant="secondary" onClick={() => void camera.start()}>
              Try again
            </Button>
          </Actions>
        </Notice>
      ) : null}
      <Frame $hidden={!challenge || photo !== null || camera.state !== 'live'}>
        <video ref={camera.video} autoPlay muted playsInline aria-label="Camera preview" />
      </Frame>
      {challenge && camera.state === 'starting' ? <Muted role="status">Starting the camera…</Muted> : null}
      {challenge && !photo && camera.state === 'live' ? (
        <Actions>
          <Button type="button" onClick={() => void take()}>
            Take photo
          </Button>
        </Actions>
      ) : null}
      {photo && photoUrl ? (
        <>
          <Frame $hidden={false}>
            <img src={photoUrl} alt="Your selfie, not sent yet" />
          </Frame>
          {progress !== null ? (
            <ProgressBar value={Math.round(progress * 100)} max={100} label="Sending your selfie" />
          ) : null}
          <Actions>
            <Button type="button" onClick={() => void send()} busy={progress !== null}>
              Send for checking
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => void retake()}
              disabled={progress !== null}
            >
              Retake
            </Button>
          </Actions>
        </>
      ) : null}
    </Steps>
  );
}

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
