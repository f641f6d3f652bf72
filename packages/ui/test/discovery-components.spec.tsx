import { expect } from 'chai';
import { Drawer } from '../src/components/Drawer';
import { FilterChips } from '../src/components/FilterChips';
import { Lightbox } from '../src/components/Lightbox';
import { MultiSelect } from '../src/components/MultiSelect';
import { ProfileCard } from '../src/components/ProfileCard';
import { RangeSelect } from '../src/components/RangeSelect';
import { count, render } from './render';

const noop = () => undefined;
const options = Array.from({ length: 10 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

describe('discovery components (server-rendered)', () => {
  it('MultiSelect is a labelled group of checkboxes with a search box once the list is long', () => {
    const html = render(
      <MultiSelect id="caste" label="Caste" options={options} value={['v2']} onChange={noop} />
    );
    expect(html).to.match(/<fieldset[^>]*id="caste"/);
    expect(html).to.contain('<legend');
    expect(count(html, 'type="checkbox"')).to.equal(10);
    expect(html).to.contain('aria-label="Search caste"');
    expect(html).to.contain('Chosen: Option 2');
    const short = render(
      <MultiSelect
        id="x"
        label="Dosham"
        options={options.slice(0, 3)}
        value={[]}
        onChange={noop}
        emptyLabel="Any dosham"
      />
    );
    expect(short).not.to.contain('type="search"');
    expect(short).to.contain('Any dosham');
  });

  it('RangeSelect names both ends for readers and offers open ends', () => {
    const steps = [
      { value: '21', label: '21 years' },
      { value: '30', label: '30 years' }
    ];
    const html = render(
      <RangeSelect id="age" label="Age" steps={steps} value={{ min: 21 }} onChange={noop} />
    );
    expect(html).to.contain('aria-label="Age, from"');
    expect(html).to.contain('aria-label="Age, to"');
    expect(html).to.contain('No maximum');
  });

  it('FilterChips names each removal and renders nothing without filters', () => {
    const html = render(
      <FilterChips chips={[{ key: 'religion', label: 'Hindu' }]} onRemove={noop} onReset={noop} />
    );
    expect(html).to.contain('aria-label="Remove filter: Hindu"');
    expect(html).to.contain('Reset all');
    expect(render(<FilterChips chips={[]} onRemove={noop} onReset={noop} />)).to.equal('');
  });

  it('Drawer and Lightbox render no content while closed', () => {
    expect(
      render(
        <Drawer open={false} onClose={noop} title="Filters">
          body
        </Drawer>
      )
    ).not.to.contain('body');
    expect(
      render(
        <Lightbox photos={[{ src: '/a.jpg', alt: 'A' }]} index={null} onIndexChange={noop} onClose={noop} />
      )
    ).not.to.contain('/a.jpg');
  });

  it('Lightbox tells which photo is shown and offers previous/next only for several photos', () => {
    const photos = [
      { src: '/a.jpg', alt: 'Photo A' },
      { src: '/b.jpg', alt: 'Photo B' }
    ];
    const html = render(<Lightbox photos={photos} index={1} onIndexChange={noop} onClose={noop} />);
    expect(html).to.contain('Photo 2 of 2');
    expect(html).to.contain('alt="Photo B"');
    expect(html).to.contain('aria-label="Next photo"');
    const single = render(
      <Lightbox photos={photos.slice(0, 1)} index={0} onIndexChange={noop} onClose={noop} />
    );
    expect(single).not.to.contain('Next photo');
  });

  it('ProfileCard shows the link, facts, score and tags', () => {
    const html = render(
      <ProfileCard
        title={<a href="/profile/M1234567">Priya</a>}
        photo={<img src="/p.jpg" alt="" />}
        lines={['27 yrs, 5 ft 4 in', '']}
        tags={['Hindu']}
        score={82}
      />
    );
    expect(html).to.match(/<article[^>]*>/);
    expect(html).to.contain('<h3');
    expect(html).to.contain('href="/profile/M1234567"');
    expect(html).to.contain('82% match');
    expect(html).to.contain('Hindu');
    expect(count(html, '<p')).to.equal(1);
  });
});
