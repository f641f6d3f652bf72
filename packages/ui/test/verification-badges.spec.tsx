import { expect } from 'chai';
import { VerificationBadges } from '../src/components/VerificationBadges';
import { count, render } from './render';

/** The text a screen reader reads for each badge: tags stripped, the icon hidden from it. */
const readNames = (html: string) =>
  [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) =>
    match[1]!.replace(/<svg.*?<\/svg>/g, '').replace(/<[^>]+>/g, '')
  );

describe('VerificationBadges (server-rendered)', () => {
  it('names each badge held, "Mobile verified", "ID verified", "Photo verified", in a labelled list', () => {
    const html = render(<VerificationBadges badges={{ mobile: true, id: true, photo: true }} />);
    expect(html).to.match(/<ul[^>]*aria-label="Verification"/);
    expect(readNames(html)).to.deep.equal(['Mobile verified', 'ID verified', 'Photo verified']);
    expect(count(html, 'aria-hidden="true"')).to.equal(3);
  });

  it('shows only the checks passed, and nothing at all without any', () => {
    const html = render(<VerificationBadges badges={{ mobile: true, id: false, photo: true }} />);
    expect(readNames(html)).to.deep.equal(['Mobile verified', 'Photo verified']);
    expect(render(<VerificationBadges badges={{ mobile: false, id: false, photo: false }} />)).to.equal('');
  });

  it('compact (cards) keeps the same names for readers and shows the short word', () => {
    const html = render(<VerificationBadges badges={{ mobile: true, id: true, photo: false }} compact />);
    expect(readNames(html)).to.deep.equal(['Mobile verified', 'ID verified']);
    expect(count(html, '> verified</span>')).to.equal(2);
  });
});
