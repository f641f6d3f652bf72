import { expect } from 'chai';
import { afterSignInPath, safeRedirectTarget, signInPathFor } from '../src/redirect';

describe('sign-in redirects', () => {
  it('remembers the wanted page', () => {
    expect(signInPathFor('/explore?religion=Hindu')).to.equal(
      '/signin?redirectTo=%2Fexplore%3Freligion%3DHindu'
    );
    expect(afterSignInPath('?redirectTo=%2Fexplore%3Freligion%3DHindu')).to.equal('/explore?religion=Hindu');
  });

  it('goes to the dashboard when nothing (or nothing safe) was remembered', () => {
    expect(afterSignInPath('')).to.equal('/dashboard');
    expect(afterSignInPath('?redirectTo=https%3A%2F%2Fevil.example')).to.equal('/dashboard');
    expect(afterSignInPath('?redirectTo=%2F%2Fevil.example')).to.equal('/dashboard');
  });

  it('sends administrators to their own home when nothing was remembered', () => {
    expect(afterSignInPath('', '/admin')).to.equal('/admin');
    expect(afterSignInPath('?redirectTo=%2Fadmin%2Freports', '/admin')).to.equal('/admin/reports');
  });

  it('does not send people to foreign sites', () => {
    expect(safeRedirectTarget('//evil.example/x')).to.equal(null);
    expect(safeRedirectTarget('/\\evil.example')).to.equal(null);
    expect(safeRedirectTarget('/my-profile')).to.equal('/my-profile');
  });
});
