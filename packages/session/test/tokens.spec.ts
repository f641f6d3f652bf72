import { expect } from 'chai';
import { isAdministrator } from '../src/roles';
import { decodeJwtPayload, tokenSetFrom, userFromClaims } from '../src/tokens';
import { fakeJwt } from './helpers';

describe('tokens', () => {
  it('reads the member from Keycloak access-token claims', () => {
    const claims = decodeJwtPayload(
      fakeJwt({
        sub: 'u-1',
        name: 'Asha Rao',
        email: 'asha@example.com',
        preferred_username: '9876543210',
        realm_access: { roles: ['member', 7] }
      })
    );
    expect(userFromClaims(claims)).to.deep.equal({
      id: 'u-1',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      roles: ['member']
    });
  });

  it('builds the full name from given and family name when `name` is missing, and decodes UTF-8', () => {
    const claims = decodeJwtPayload(
      fakeJwt({ sub: 'u-2', given_name: 'Lakshmi', family_name: 'Iyer', phone: '9123456789', note: 'नमस्ते' })
    );
    expect(userFromClaims(claims)).to.include({ fullName: 'Lakshmi Iyer', phone: '9123456789', email: '' });
    expect(claims.note).to.equal('नमस्ते');
  });

  it('knows an administrator by the realm role `admin` of the token', () => {
    const user = (roles: unknown[]) =>
      userFromClaims(decodeJwtPayload(fakeJwt({ sub: 'u-3', realm_access: { roles } })));
    expect(isAdministrator(user(['member', 'admin']))).to.equal(true);
    expect(isAdministrator(user(['member']))).to.equal(false);
    expect(isAdministrator(null)).to.equal(false);
  });

  it('rejects something that is not a JWT', () => {
    expect(() => decodeJwtPayload('opaque')).to.throw('Not a JWT');
  });

  it('maps the svc-identity token response', () => {
    expect(tokenSetFrom({ access_token: 'a', refresh_token: 'r', id_token: 'i' })).to.deep.equal({
      accessToken: 'a',
      refreshToken: 'r',
      idToken: 'i'
    });
  });
});
