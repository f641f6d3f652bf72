import { expect } from 'chai';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import SupportMeasuresPage from '../src/admin/support/SupportMeasuresPage';
import { formatMinutes } from '../src/admin/support/support-view';
import type { SupportMeasures } from '../src/api/support-desk-api';
import { mount } from './mount';
import { fakeFetch } from './support/conversations';

const measures = (days: number): SupportMeasures => ({
  days,
  rows: [
    {
      plan: 'premium',
      category: 'payment',
      opened: 12,
      firstReplyP50: 35,
      firstReplyP95: 130.4,
      resolutionP50: 1440,
      resolutionP95: 2975,
      missedDue: 1
    },
    {
      plan: 'visitor',
      category: 'contact',
      opened: 3,
      firstReplyP50: null,
      firstReplyP95: null,
      resolutionP50: null,
      resolutionP95: null,
      missedDue: 0
    }
  ]
});

describe('console: help-desk measures', () => {
  const urls = relativeRequestUrls();
  let fetchOf: ReturnType<typeof fakeFetch> | undefined;
  before(urls.install);
  after(urls.restore);
  afterEach(() => {
    fetchOf?.restore();
    fetchOf = undefined;
  });

  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(0)).to.equal('0 min');
    expect(formatMinutes(35)).to.equal('35 min');
    expect(formatMinutes(60)).to.equal('1 h');
    expect(formatMinutes(130.4)).to.equal('2 h 10 min');
    expect(formatMinutes(2975)).to.equal('49 h 35 min');
  });

  it('shows plan × category with the times in hours and minutes, and the chosen days in the URL', async () => {
    fetchOf = fakeFetch((request) =>
      Response.json(measures(Number(new URLSearchParams(request.query).get('days'))))
    );
    const user = userEvent.setup();
    const page = await mount(<SupportMeasuresPage />, { url: '/admin/support/measures' });

    const table = await screen.findByRole('table');
    const [premium, visitor] = within(table).getAllByRole('row').slice(1);
    expect([...premium!.querySelectorAll('th, td')].map((cell) => cell.textContent)).to.deep.equal([
      'Premium',
      'A payment or refund',
      '12',
      '35 min',
      '2 h 10 min',
      '24 h',
      '49 h 35 min',
      '1'
    ]);
    expect(visitor!.textContent).to.contain('Visitor').and.contain('Contact form').and.contain('–');
    expect(fetchOf.sent[0]!.query).to.equal('days=30');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7');
    await waitFor(() => expect(page.search()).to.equal('days=7'));
    await waitFor(() => expect(fetchOf!.sent.at(-1)!.query).to.equal('days=7'));
    await screen.findByText('Tickets opened in the last 7 days');
  });
});
