import { expect } from 'chai';
import { assertSupportedPolicy, checkPasswordPolicy, hashPassword, verifyPassword } from '../src/passwords';

describe('passwords', () => {
  const policy = 'length(6) and maxLength(128) and notUsername(undefined)';

  it("enforces the realm policy with Keycloak's message keys and texts", () => {
    expect(checkPasswordPolicy(policy, '12345', '9876543210')).to.deep.equal({
      error: 'invalidPasswordMinLengthMessage',
      error_description: 'Invalid password: minimum length 6.'
    });
    expect(checkPasswordPolicy(policy, '9876543210', '9876543210')?.error).to.equal(
      'invalidPasswordNotUsernameMessage'
    );
    expect(checkPasswordPolicy(policy, 'x'.repeat(129), 'u')?.error).to.equal(
      'invalidPasswordMaxLengthMessage'
    );
    expect(checkPasswordPolicy(policy, '123456', '9876543210')).to.equal(undefined);
    expect(checkPasswordPolicy('digits(2) and upperCase(1)', 'abcdef1', 'u')?.error).to.equal(
      'invalidPasswordMinDigitsMessage'
    );
  });

  it('refuses a policy rule it cannot enforce', () => {
    expect(() => assertSupportedPolicy('length(8) and passwordHistory(3)')).to.throw(/passwordHistory/);
    expect(() => assertSupportedPolicy(policy)).to.not.throw();
  });

  it('hashes with argon2id and verifies; no stored hash never verifies', async () => {
    const hash = await hashPassword('secret-1');
    expect(hash).to.match(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'secret-1')).to.equal(true);
    expect(await verifyPassword(hash, 'secret-2')).to.equal(false);
    expect(await verifyPassword(undefined, 'dummy-password-for-timing')).to.equal(false);
  });
});
