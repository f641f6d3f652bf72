import { expect } from 'chai';
import { Dialog } from '../src/components/Dialog';
import { EmptyState } from '../src/components/EmptyState';
import { PhotoUploader } from '../src/components/PhotoUploader';
import { Toaster } from '../src/toast/Toaster';
import { createToastStore } from '../src/toast/toast-store';
import { count, render } from './render';

const noop = () => undefined;

describe('feedback components (server-rendered)', () => {
  it('Toaster announces destructive toasts as alerts and others as status', () => {
    const store = createToastStore({ schedule: () => 0, cancel: noop });
    store.show({
      title: 'Session Expired',
      description: 'You have been automatically logged out due to inactivity.',
      variant: 'destructive'
    });
    store.show({ title: 'Message Sent Successfully!' });
    const html = render(<Toaster store={store} />);
    expect(html).to.match(
      /role="alert"[^>]*>.*Session Expired.*You have been automatically logged out due to inactivity\./
    );
    expect(html).to.match(/role="status"[^>]*>.*Message Sent Successfully!/);
    expect(count(html, 'aria-label="Dismiss notification"')).to.equal(2);
  });

  it('EmptyState shows its title, text and action', () => {
    const html = render(
      <EmptyState
        title="No interests yet"
        description="Send an interest to start."
        action={<a href="/explore">Explore</a>}
      />
    );
    expect(html).to.match(/<h2[^>]*>No interests yet<\/h2>/);
    expect(html).to.contain('Send an interest to start.');
    expect(html).to.contain('<a href="/explore">Explore</a>');
  });

  it('PhotoUploader offers an image-only picker with the count of photos', () => {
    const html = render(
      <PhotoUploader id="photos" photos={[]} onChange={noop} error="At least one profile photo is required" />
    );
    expect(html).to.contain('accept="image/*"');
    expect(html).to.contain('Profile Photos (0/5)');
    expect(html).to.contain('At least one profile photo is required');
  });

  it('PhotoUploader hides the picker once five photos are chosen and marks the first Primary', () => {
    const photos = Array.from(
      { length: 5 },
      (_, index) => ({ name: `p${index}.jpg`, type: 'image/jpeg' }) as File
    );
    const html = render(<PhotoUploader id="photos" photos={photos} onChange={noop} />);
    expect(html).not.to.contain('type="file"');
    expect(count(html, '>Primary<')).to.equal(1);
    expect(count(html, 'aria-label="Remove photo')).to.equal(5);
    expect(count(html, 'aria-label="Make photo')).to.equal(4);
  });

  it('Dialog renders nothing inside until opened', () => {
    const closed = render(
      <Dialog open={false} onClose={noop} title="Remove photo?">
        <p>body</p>
      </Dialog>
    );
    expect(closed).to.contain('<dialog');
    expect(closed).not.to.contain('Remove photo?');
  });
});
