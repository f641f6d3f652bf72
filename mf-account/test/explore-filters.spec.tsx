import { expect } from 'chai';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { relativeRequestUrls } from '@matrimony/session/testing';
import ExplorePage from '../src/explore/ExplorePage';
import { FilterPanel } from '../src/explore/FilterPanel';
import { emptyFilters, type ExploreFilters } from '../src/explore/filters';
import { mount } from './mount';

/** The panel as the page holds it: every change is recorded, then shown. */
function Panel({ changes }: { changes: ExploreFilters[] }) {
  const [filters, setFilters] = useState(emptyFilters());
  return (
    <FilterPanel
      filters={filters}
      onChange={(next) => {
        changes.push(next);
        setFilters(next);
      }}
    />
  );
}

const group = (name: string, container: HTMLElement = document.body) =>
  within(within(container).getByRole('group', { name }));
const optionNames = (name: string) =>
  group(name)
    .getAllByRole('checkbox')
    .map((box) => box.parentElement!.textContent);

describe('explore filters (interaction)', () => {
  it('ticking a religion adds it to the filters, unticking removes it', async () => {
    const user = userEvent.setup();
    const changes: ExploreFilters[] = [];
    await mount(<Panel changes={changes} />);

    await user.click(group('Religion').getByRole('checkbox', { name: 'Christian' }));
    expect(changes.at(-1)).to.deep.equal({ ...emptyFilters(), religion: ['Christian'] });
    expect(group('Religion').getByRole('checkbox', { name: 'Christian' })).to.have.property('checked', true);
    expect(group('Religion').getByText('Chosen: Christian')).to.exist;

    await user.click(group('Religion').getByRole('checkbox', { name: 'Christian' }));
    expect(changes.at(-1)!.religion).to.deep.equal([]);
    expect(group('Religion').getByText('Any')).to.exist;
  });

  it('the search box narrows a long list to the matching options, and the chosen one is kept', async () => {
    const user = userEvent.setup();
    const changes: ExploreFilters[] = [];
    await mount(<Panel changes={changes} />);
    expect(optionNames('Caste').length).to.be.greaterThan(100);

    await user.type(group('Caste').getByRole('searchbox', { name: 'Search caste' }), 'brahmin iye');
    expect(optionNames('Caste')).to.deep.equal(['Brahmin - Iyengar', 'Brahmin - Iyer']);
    await user.click(group('Caste').getByRole('checkbox', { name: 'Brahmin - Iyer' }));
    expect(changes.at(-1)!.caste).to.deep.equal(['Brahmin - Iyer']);

    await user.clear(group('Caste').getByRole('searchbox', { name: 'Search caste' }));
    await user.type(group('Caste').getByRole('searchbox', { name: 'Search caste' }), 'zzz');
    expect(group('Caste').queryAllByRole('checkbox')).to.have.length(0);
    expect(group('Caste').getByText('No caste matches “zzz”.')).to.exist;
    expect(group('Caste').getByText('Chosen: Brahmin - Iyer')).to.exist;
  });

  it('an age range is chosen from two lists, and a reversed range is put in order', async () => {
    const user = userEvent.setup();
    const changes: ExploreFilters[] = [];
    await mount(<Panel changes={changes} />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Age, from' }), '25 yrs');
    expect(changes.at(-1)).to.include({ ageMin: 25, ageMax: undefined });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age, to' }), '30 yrs');
    expect(changes.at(-1)).to.include({ ageMin: 25, ageMax: 30 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Age, from' }), '35 yrs');
    expect(changes.at(-1)).to.include({ ageMin: 30, ageMax: 35 });
    expect(screen.getByRole('combobox', { name: 'Age, from' })).to.have.property('value', '30');
    expect(screen.getByRole('combobox', { name: 'Age, to' })).to.have.property('value', '35');
  });

  it('without Premium, Guna and Rajju are a sentence each whose word Premium links to the plans', async () => {
    await mount(<Panel changes={[]} />);
    for (const sentence of ['Filter by Guna score with Premium', 'Filter by Rajju with Premium']) {
      const hint = screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === sentence
      );
      expect(hint.innerHTML).to.equal(
        sentence.replace('Premium', '<a href="/subscription" data-discover="true">Premium</a>')
      );
    }
    expect(screen.queryByRole('checkbox', { name: /Guna/ })).to.equal(null);
  });

  describe('on the explore page, the filters are the URL', () => {
    const realFetch = globalThis.fetch;
    const urls = relativeRequestUrls();
    let searches: URLSearchParams[];
    before(urls.install);
    after(urls.restore);
    beforeEach(() => {
      searches = [];
      globalThis.fetch = (async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname !== '/api/profiles/search') throw new Error(`unexpected ${request.method} ${url}`);
        searches.push(url.searchParams);
        return Response.json({ items: [], nextCursor: null });
      }) as typeof fetch;
    });
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('a religion ticked in the filters drawer goes into the search params and the search', async () => {
      const user = userEvent.setup();
      const page = await mount(<ExplorePage />, { url: '/explore?religion=Hindu' });
      await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
      const drawer = screen.getByRole('dialog', { name: 'Filters' });
      expect(group('Religion', drawer).getByRole('checkbox', { name: 'Hindu' })).to.have.property(
        'checked',
        true
      );

      await user.click(group('Religion', drawer).getByRole('checkbox', { name: 'Sikh' }));
      expect(page.search()).to.equal('religion=Hindu&religion=Sikh');
      await waitFor(() => expect(searches.at(-1)?.getAll('religion')).to.deep.equal(['Hindu', 'Sikh']));
      expect(screen.getByRole('button', { name: 'Filters (2)' })).to.exist;
    });

    it('an age range goes into the search params; Reset in the drawer clears them', async () => {
      const user = userEvent.setup();
      const page = await mount(<ExplorePage />, { url: '/explore?sort=newest' });
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = screen.getByRole('dialog', { name: 'Filters' });

      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Age, from' }), '24 yrs');
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Age, to' }), '29 yrs');
      expect(page.search()).to.equal('ageMin=24&ageMax=29&sort=newest');
      await waitFor(() =>
        expect(Object.fromEntries(searches.at(-1)!)).to.include({
          ageMin: '24',
          ageMax: '29',
          sort: 'newest'
        })
      );

      await user.click(within(drawer).getByRole('button', { name: 'Reset' }));
      expect(page.search()).to.equal('sort=newest');
    });
  });
});
