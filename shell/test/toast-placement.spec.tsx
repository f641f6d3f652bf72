import { expect } from 'chai';
import { act } from 'react';
import { ThemeProvider } from 'styled-components';
import { cleanup, render, screen } from '@testing-library/react';
import { createToastStore, theme, Toaster } from '@matrimony/ui';

// On a phone the shell's toasts sit at the top while the control in use is in the lower half of the screen.
// jsdom lays nothing out: each element's box and the window's size are given here.
const PHONE = { width: 390, height: 844 };

function placeAt(element: HTMLElement, top: number, height = 48) {
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + height, left: 16, right: 374, width: 358, height, x: 16, y: top }) as DOMRect;
}

describe('toasts on a phone stay clear of the control in use', () => {
  const size = { width: window.innerWidth, height: window.innerHeight };
  before(() => {
    Object.assign(window, { innerWidth: PHONE.width, innerHeight: PHONE.height });
  });
  after(() => {
    Object.assign(window, { innerWidth: size.width, innerHeight: size.height });
  });
  afterEach(cleanup);

  it('do not drop under a button pressed in the lower half while the field above it was being typed in', () => {
    const store = createToastStore({ defaultDurationMs: 0 });
    render(
      <ThemeProvider theme={theme}>
        <form aria-label="Write to us">
          <textarea aria-label="Message" />
          <button type="submit">Send</button>
        </form>
        <a href="/help">Help</a>
        <Toaster store={store} />
      </ThemeProvider>
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    const help = screen.getByRole('link', { name: 'Help' });
    placeAt(message, 600, 160);
    placeAt(send, 762);
    placeAt(help, 80);
    const toasts = screen.getByRole('region', { name: 'Notifications' });

    act(() => message.focus());
    act(() => {
      store.show({ title: 'Payment Successful!', variant: 'success' });
    });
    expect(toasts.dataset.placement).to.equal('top');

    // A tap on Send focuses it before its click: the toast must not move to the bottom strip under the finger.
    act(() => send.focus());
    expect(toasts.dataset.placement).to.equal('top');

    // A control in use near the top lets the toasts go back to the bottom.
    act(() => help.focus());
    expect(toasts.dataset.placement).to.equal('bottom');
  });
});
