import { expect } from 'chai';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import { ProfileActions } from '../src/profile-page/ProfileActions';
import { mount } from './mount';

describe('reporting a profile (interaction)', () => {
  const urls = relativeRequestUrls();
  const realFetch = globalThis.fetch;
  const sent: unknown[] = [];
  before(() => {
    urls.install();
    globalThis.fetch = (async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method !== 'POST' || pathname !== '/api/profiles/reports')
        return new Response(null, { status: 404 });
      sent.push(await request.json());
      return Response.json(
        {
          ticketNumber: 'R2611250001',
          acknowledgedAt: '2026-11-25T06:30:00.000Z',
          resolveBy: '2026-12-10T06:30:00.000Z'
        },
        { status: 201 }
      );
    }) as typeof fetch;
  });
  after(() => {
    globalThis.fetch = realFetch;
    urls.restore();
  });
  afterEach(cleanup);

  it('thanks the member with the ticket number in bold inside the sentence, and the date it will be resolved by', async () => {
    const user = userEvent.setup();
    await mount(
      <ProfileActions
        profileId="65f000000000000000000007"
        name="Divya K."
        shortlisted={false}
        onChange={() => {}}
      />
    );
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('radio', { name: 'Fake profile' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const thanks = await screen.findByText(
      (_, element) => element?.tagName === 'P' && !!element.querySelector('strong')
    );
    expect(thanks.innerHTML).to.equal(
      'Thank you. Your report is ticket <strong>R2611250001</strong>. Our team reviews it and will resolve it by 10 Dec 2026.'
    );
    expect(sent).to.deep.equal([{ profileId: '65f000000000000000000007', reason: 'fake-profile' }]);
  });
});
