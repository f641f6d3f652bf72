// The front camera for the live selfie: started on request with getUserMedia (never a file picker: a selfie from the
// gallery could be any photo), shown live, captured to a JPEG, and stopped when the page is left.
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'off' | 'starting' | 'live' | 'refused' | 'missing' | 'failed';

/** Which problem the browser's refusal means for the member. */
function stateOfError(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

export function useFrontCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('missing');
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState('live');
    } catch (error) {
      setState(stateOfError(error));
    }
  }, [stop]);

  /** The current frame as a JPEG file, unmirrored (as the camera sees the member). */
  const capture = useCallback(async (): Promise<File | null> => {
    const element = video.current;
    if (!element || !stream.current) return null;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth || 640;
    canvas.height = element.videoHeight || 480;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ? new File([blob], 'selfie.jpg', { type: 'image/jpeg' }) : null;
  }, []);

  useEffect(() => stop, [stop]);

  return { video, state, start, stop, capture };
}
