import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { PHOTO_CHECK_MESSAGES, selfiePoseInstruction } from '@matrimony/catalog/photo-check';
import { asProblem, problemMessage } from '@matrimony/session';
import { Button, Card } from '@matrimony/ui';
import { ProgressBar } from '@matrimony/ui/progress-bar';
import {
  uploadSelfie,
  useCreatePhotoCheckChallengeMutation,
  useReplacePhotoCheck,
  type PhotoCheckChallenge
} from '../../api/photo-check-api';
import { SelfiePoseIllustration } from '../../shared/SelfiePoseIllustration';
import { Actions, Muted } from '../../shared/styles';
import { useSettingsT } from '../messages';
import { useCatalogText } from '@matrimony/ui/catalog-text';
import { Notice } from '../Notice';
import { useFrontCamera } from './use-front-camera';

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
export function SelfieSteps({ onSent }: { onSent: () => void }) {
  const camera = useFrontCamera();
  const replaceState = useReplacePhotoCheck();
  const [drawPose, drawing] = useCreatePhotoCheckChallengeMutation();
  const [challenge, setChallenge] = useState<PhotoCheckChallenge | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const photoUrl = useObjectUrl(photo);
  const [failure, setFailure] = useState<unknown>();
  const [progress, setProgress] = useState<number | null>(null);
  const t = useSettingsT();
  const text = useCatalogText();

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
      <h2 id="selfie-steps-heading">{t('settings.selfie.stepsHeading')}</h2>
      {failure ? <Notice tone="danger" message={problemMessage(failure)} /> : null}
      {challenge ? (
        <Pose>
          <SelfiePoseIllustration pose={challenge.pose} />
          <figcaption>{text(selfiePoseInstruction(challenge.pose))}</figcaption>
        </Pose>
      ) : (
        <>
          <Muted>{t('settings.selfie.intro')}</Muted>
          <Actions>
            <Button type="button" onClick={() => void begin()} busy={drawing.isLoading}>
              {t('settings.selfie.start')}
            </Button>
          </Actions>
        </>
      )}
      {cameraProblem ? (
        <Notice tone="danger" message={cameraProblem}>
          <Actions>
            <Button type="button" variant="secondary" onClick={() => void camera.start()}>
              {t('settings.queryFailed.retry')}
            </Button>
          </Actions>
        </Notice>
      ) : null}
      <Frame $hidden={!challenge || photo !== null || camera.state !== 'live'}>
        <video ref={camera.video} autoPlay muted playsInline aria-label={t('settings.selfie.preview')} />
      </Frame>
      {challenge && camera.state === 'starting' ? (
        <Muted role="status">{t('settings.selfie.starting')}</Muted>
      ) : null}
      {challenge && !photo && camera.state === 'live' ? (
        <Actions>
          <Button type="button" onClick={() => void take()}>
            {t('settings.selfie.take')}
          </Button>
        </Actions>
      ) : null}
      {photo && photoUrl ? (
        <>
          <Frame $hidden={false}>
            <img src={photoUrl} alt={t('settings.selfie.photoAlt')} />
          </Frame>
          {progress !== null ? (
            <ProgressBar
              value={Math.round(progress * 100)}
              max={100}
              label={t('settings.selfie.sendingProgress')}
            />
          ) : null}
          <Actions>
            <Button type="button" onClick={() => void send()} busy={progress !== null}>
              {t('settings.selfie.send')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => void retake()}
              disabled={progress !== null}
            >
              {t('settings.selfie.retake')}
            </Button>
          </Actions>
        </>
      ) : null}
    </Steps>
  );
}
