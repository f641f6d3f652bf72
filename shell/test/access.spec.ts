import { expect } from 'chai';
import { decideAccess } from '../src/guard/access';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('route guard decisions', () => {
  it('always renders public pages', () => {
    for (const status of ['loading', 'signedIn', 'signedOut'] as const) {
      expect(decideAccess('public', status, at('/about'))).to.deep.equal({ kind: 'render' });
    }
  });

  it('shows the loading spinner on member pages while the session resolves', () => {
    expect(decideAccess('member', 'loading', at('/dashboard'))).to.deep.equal({
      kind: 'loading',
      pageReady: true
    });
  });

  it('keeps a prerendered /signin on screen while the session resolves (what was typed there stays)', () => {
    expect(decideAccess('visitor', 'loading', at('/signin'))).to.deep.equal({
      kind: 'loading',
      pageReady: false
    });
  });

  it('sends visitors from member pages to /signin, remembering the page', () => {
    expect(decideAccess('member', 'signedOut', at('/profile/42', '?tab=photos'))).to.deep.equal({
      kind: 'redirect',
      to: '/signin?redirectTo=%2Fprofile%2F42%3Ftab%3Dphotos'
    });
  });

  it('renders member pages for members', () => {
    expect(decideAccess('member', 'signedIn', at('/dashboard'))).to.deep.equal({ kind: 'render' });
  });

  it('sends a signed-in member away from /signin: to the remembered page, else /dashboard', () => {
    expect(decideAccess('visitor', 'signedIn', at('/signin'))).to.deep.equal({
      kind: 'redirect',
      to: '/dashboard'
    });
    expect(decideAccess('visitor', 'signedIn', at('/signin', '?redirectTo=%2Fexplore'))).to.deep.equal({
      kind: 'redirect',
      to: '/explore'
    });
    expect(
      decideAccess('visitor', 'signedIn', at('/signin', '?redirectTo=https%3A%2F%2Fevil.example'))
    ).to.deep.equal({ kind: 'redirect', to: '/dashboard' });
  });

  it('renders admin pages for administrators only; everyone else gets the 404 page, never a sign-in redirect', () => {
    expect(decideAccess('admin', 'loading', at('/admin'))).to.deep.equal({
      kind: 'loading',
      pageReady: true
    });
    expect(decideAccess('admin', 'signedIn', at('/admin'), true)).to.deep.equal({ kind: 'render' });
    expect(decideAccess('admin', 'signedIn', at('/admin/moderation/42'))).to.deep.equal({ kind: 'notFound' });
    expect(decideAccess('admin', 'signedOut', at('/admin'))).to.deep.equal({ kind: 'notFound' });
    expect(decideAccess('admin', 'signedOut', at('/admin'), true)).to.deep.equal({ kind: 'notFound' });
  });

  it('sends an administrator from /signin to the console unless a page was remembered', () => {
    expect(decideAccess('visitor', 'signedIn', at('/signin'), true)).to.deep.equal({
      kind: 'redirect',
      to: '/admin'
    });
    expect(decideAccess('visitor', 'signedIn', at('/signin', '?redirectTo=%2Fexplore'), true)).to.deep.equal({
      kind: 'redirect',
      to: '/explore'
    });
  });

  it('keeps member pages open to administrators', () => {
    expect(decideAccess('member', 'signedIn', at('/dashboard'), true)).to.deep.equal({ kind: 'render' });
  });

  it('shows /signin to visitors', () => {
    expect(decideAccess('visitor', 'signedOut', at('/signin', '?timeout=true'))).to.deep.equal({
      kind: 'render'
    });
  });
});
