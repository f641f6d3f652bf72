// The photo check's member side: the selfie page with a fake camera (getUserMedia refused; a capture sent), the
// "Photo" row of Settings → Verification in each state. No file input anywhere: the selfie is taken live.
import { expect } from 'chai';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  PHOTO_CHECK_MESSAGES,
  photoCheckRejectText,
  selfiePoseInstruction
} from '@matrimony/catalog/photo-check';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { photoCheckApi, type PhotoCheckState } from '../src/api/photo-check-api';
import { PhotoCheckRow } from '../src/settings/verification/PhotoCheckRow';
import SelfieCheckPage from '../src/settings/verification/SelfieCheckPage';
import { AccountProviders, memberStore } from './render';

const none: PhotoCheckState = {
  status: 'none',
  suspended: false,
  pose: null,
  submittedAt: null,
  decidedAt: null,
  reason: null
};
const pending: PhotoCheckState = {
  ...none,
  status: 'pending',
  pose: 'touch-left-ear',
  submittedAt: '2026-11-26T04:30:00.000Z'
};
const CHALLENGE = {
  challengeId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  pose: 'thumb-up-chin',
  expiresAt: '2026-11-26T04:45:00.000Z'
} as const;

/** The state and the challenge the page asks svc-profile for; anything else is 404. */
function serveApi(state: PhotoCheckState) {
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost')) : input;
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === '/api/profiles/me/photo-check') return Response.json(state);
    if (pathname === '/api/profiles/me/photo-check/challenge' && request.method === 'POST')
      return Response.json(CHALLENGE, { status: 201 });
    return new Response(null, { status: 404 });
  }) as typeof fetch;
  return () => void (globalThis.fetch = real);
}

/** The upload (XMLHttpRequest): what was sent, answered with the pending state. */
function answerUploads() {
  const real = globalThis.XMLHttpRequest;
  const sent: { method: string; url: string; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    status = 0;
    statusText = '';
    responseText = '';
    private opened = { method: '', url: '' };
    open(method: string, url: string) {
      this.opened = { method, url };
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push({ ...this.opened, form });
      setTimeout(() => {
        this.status = 201;
        this.responseText = JSON.stringify(pending);
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => void (globalThis.XMLHttpRequest = real) };
}

/** A camera: getUserMedia answering a stream whose track records being stopped, or refusing with `error`. */
function fakeCamera(error?: string) {
  const track = { stopped: false, stop: () => void (track.stopped = true) };
  const asked: MediaStreamConstraints[] = [];
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const mediaDevices = {
    getUserMedia: async (constraints: MediaStreamConstraints) => {
      asked.push(constraints);
      if (error) throw new DOMException('camera', error);
      return stream;
    }
  };
  const video = window.HTMLVideoElement.prototype;
  const canvas = window.HTMLCanvasElement.prototype;
  const saved = {
    media: Object.getOwnPropertyDescriptor(window.navigator, 'mediaDevices'),
    play: video.play,
    getContext: canvas.getContext,
    toBlob: canvas.toBlob,
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL
  };
  Object.defineProperty(window.navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  video.play = async () => undefined;
  // jsdom draws nothing: the frame is a context that accepts the video, then a JPEG blob.
  canvas.getContext = (() => ({ drawImage: () => undefined })) as never;
  canvas.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
  };
  URL.createObjectURL = () => 'blob:selfie';
  URL.revokeObjectURL = () => undefined;
  return {
    track,
    asked,
    restore() {
      if (saved.media) Object.defineProperty(window.navigator, 'mediaDevices', saved.media);
      else delete (window.navigator as { mediaDevices?: unknown }).mediaDevices;
      video.play = saved.play;
      canvas.getContext = saved.getContext;
      canvas.toBlob = saved.toBlob;
      URL.createObjectURL = saved.createObjectURL;
      URL.revokeObjectURL = saved.revokeObjectURL;
    }
  };
}

async function mountWith(
  state: PhotoCheckState,
  node: React.ReactNode,
  url = '/settings/verification/selfie'
) {
  const store = await memberStore();
  await (store.dispatch as (action: unknown) => Promise<unknown>)(
    photoCheckApi.util.upsertQueryData('photoCheck', undefined, state)
  );
  return render(
    <AccountProviders store={store} url={url}>
      {node}
    </AccountProviders>
  );
}

describe('photo check: the selfie page and the Verification row', () => {
  const urls = relativeRequestUrls();
  const restores: Array<() => void> = [];
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    while (restores.length > 0) restores.pop()!();
  });

  it('says to allow camera access when the camera is refused, and has no file input', async () => {
    const user = userEvent.setup();
    restores.push(serveApi(none));
    const camera = fakeCamera('NotAllowedError');
    restores.push(camera.restore);
    const page = await mountWith(none, <SelfieCheckPage />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const alert = await screen.findByText(PHOTO_CHECK_MESSAGES.cameraRefused.title);
    expect(alert.closest('[role="alert"]')).to.not.equal(null);
    expect(camera.asked).to.deep.equal([{ video: { facingMode: 'user' }, audio: false }]);
    expect(screen.getByRole('img', { name: selfiePoseInstruction(CHALLENGE.pose) })).to.exist;
    expect(page.container.querySelector('input[type="file"]')).to.equal(null);
  });

  it('shows the pose, takes the photo from the live camera and sends it with the challenge; the camera stops', async () => {
    const user = userEvent.setup();
    restores.push(serveApi(none));
    const camera = fakeCamera();
    restores.push(camera.restore);
    const uploads = answerUploads();
    restores.push(uploads.restore);
    const page = await mountWith(none, <SelfieCheckPage />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('img', { name: selfiePoseInstruction(CHALLENGE.pose) })).to.exist;
    expect(page.container.querySelector('figcaption')!.textContent).to.equal(
      selfiePoseInstruction(CHALLENGE.pose)
    );
    await user.click(await screen.findByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('img', { name: 'Your selfie, not sent yet' })).to.exist;
    expect(camera.track.stopped).to.equal(true);
    expect(screen.getByRole('button', { name: 'Retake' })).to.exist;
    expect(page.container.querySelector('input[type="file"]')).to.equal(null);

    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText(PHOTO_CHECK_MESSAGES.sent.title)).to.exist;
    expect(uploads.sent).to.have.length(1);
    expect(uploads.sent[0]).to.include({ method: 'POST', url: '/api/profiles/me/photo-check' });
    expect(uploads.sent[0]!.form.get('challengeId')).to.equal(CHALLENGE.challengeId);
    expect((uploads.sent[0]!.form.get('selfie') as File).type).to.equal('image/jpeg');
  });

  it('stops the camera when the member leaves the page', async () => {
    const user = userEvent.setup();
    restores.push(serveApi(none));
    const camera = fakeCamera();
    restores.push(camera.restore);
    const page = await mountWith(none, <SelfieCheckPage />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('button', { name: 'Take photo' });
    expect(camera.track.stopped).to.equal(false);
    page.unmount();
    expect(camera.track.stopped).to.equal(true);
  });

  it('the row says each state and links to the selfie page while the badge is not held', async () => {
    const row = async (state: PhotoCheckState) => {
      restores.push(serveApi(state));
      const mounted = await mountWith(
        state,
        <ul>
          <PhotoCheckRow />
        </ul>,
        '/settings#verification'
      );
      const item = within(mounted.container.querySelector('li')!);
      const text = mounted.container.textContent ?? '';
      const link = item.queryByRole('link');
      const result = { text, link: link ? [link.textContent, link.getAttribute('href')] : null };
      mounted.unmount();
      restores.pop()!();
      return result;
    };

    const fresh = await row(none);
    expect(fresh.text).to.contain('Not verified yet').and.contain('Not verified');
    expect(fresh.link).to.deep.equal(['Take a selfie', '/settings/verification/selfie']);

    const waiting = await row(pending);
    expect(waiting.text)
      .to.contain('26 Nov 2026')
      .and.contain('waiting for a moderator')
      .and.contain('Waiting');
    expect(waiting.link).to.deep.equal(['Take a new selfie', '/settings/verification/selfie']);

    const rejected = await row({
      ...pending,
      status: 'rejected',
      decidedAt: '2026-11-26T09:00:00.000Z',
      reason: 'photo-of-photo'
    });
    expect(rejected.text).to.contain(photoCheckRejectText('photo-of-photo'));
    expect(rejected.link?.[0]).to.equal('Take a new selfie');

    const suspended = await row({ ...none, suspended: true });
    expect(suspended.text).to.contain(PHOTO_CHECK_MESSAGES.suspended.description);
    expect(suspended.link?.[0]).to.equal('Take a new selfie');

    const verified = await row({ ...none, status: 'verified', decidedAt: '2026-11-26T09:00:00.000Z' });
    expect(verified.text).to.contain('Verified by a moderator on 26 Nov 2026');
    expect(verified.link).to.equal(null);
  });
});
