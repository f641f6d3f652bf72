import { expect } from 'chai';
import { afterSignInPath, safeRedirectTarget, signInPathFor } from '../src/redirect';

describe('sign-in redirects', () => {
  it('remembers the wanted page', () => {
    expect(signInPathFor('/explore?religion=Hindu')).to.equal('/signin?redirectTo=%2Fexplore%3Freligion%3DHindu');
    expect(afterSignInPath('?redirectTo=%2Fexplore%3Freligion%3DHindu')).to.equal('/explore?religion=Hindu');
  });

  it('goes to the dashboard when nothing (or nothing safe) was remembered', () => {
    expect(afterSignInPath('')).to.equal('/dashboard');
    expect(afterSignInPath('?redirectTo=https%3A%2F%2Fevil.example')).to.equal('/dashboard');
    expect(afterSignInPath('?redirectTo=%2F%2Fevil.example')).to.equal('/dashboard');
  });

  it('does not send people to foreign sites', () => {
    expect(safeRedirectTarget('//evil.example/x')).to.equal(null);
    expect(safeRedirectTarget('/\\evil.example')).to.equal(null);
    expect(safeRedirectTarget('/my-profile')).to.equal('/my-profile');
  });
});
