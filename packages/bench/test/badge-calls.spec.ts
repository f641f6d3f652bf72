import { expect } from 'chai';
import { identityApi } from '@matrimony/contracts/http/identity';
import { profileApi } from '@matrimony/contracts/http/profile';
import { pathOf } from '../src/badge-calls';

describe('badge bench paths (from the contracts)', () => {
  it('puts the service base path before the route and fills its parameters, encoded', () => {
    expect(pathOf(profileApi, profileApi.routes.getProfile, { profileId: 'a b/c' })).to.equal(
      '/api/profiles/a%20b%2Fc'
    );
    expect(
      pathOf(identityApi, identityApi.routes.decideIdDocument, {
        submissionId: '0b6f5f4e-6a0d-4c1e-9d5b-2f6f1f7f0a11'
      })
    ).to.equal('/api/identity/admin/verification/documents/0b6f5f4e-6a0d-4c1e-9d5b-2f6f1f7f0a11/decision');
    expect(pathOf(identityApi, identityApi.routes.verifyAadhaarOffline)).to.equal(
      '/api/identity/verification/aadhaar'
    );
  });

  it('refuses a route whose parameter is not given', () => {
    expect(() => pathOf(profileApi, profileApi.routes.decideSelfie)).to.throw(/checkId/);
  });
});
