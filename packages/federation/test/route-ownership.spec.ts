import { expect } from 'chai';
import { isAppPath, ownsPath } from '../src/route-ownership';

describe('route ownership', () => {
  it('"/" owns only the root', () => {
    expect(ownsPath('/', '/')).to.equal(true);
    expect(ownsPath('/', '/about')).to.equal(false);
  });

  it('a prefix owns itself and what lies under it, not a longer name', () => {
    expect(ownsPath('/profile', '/profile')).to.equal(true);
    expect(ownsPath('/profile/', '/profile/M1234567')).to.equal(true);
    expect(ownsPath('/profile', '/profiles')).to.equal(false);
  });

  it('a path is the app when any prefix of the table owns it', () => {
    expect(isAppPath(['/', '/dashboard'], '/dashboard/x')).to.equal(true);
    expect(isAppPath(['/', '/dashboard'], '/nothing-here')).to.equal(false);
  });
});
