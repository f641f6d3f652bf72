import { expect } from 'chai';
import { apiProblem } from './fixtures';
import { checkNewPassword, resetFailure, resetToken } from '../src/reset/reset-form';

describe('reset password form', () => {
  it('reads the token from the link', () => {
    expect(resetToken('#token=abc.def')).to.equal('abc.def');
    expect(resetToken('#token=%20')).to.equal(undefined);
    expect(resetToken('')).to.equal(undefined);
  });

  it('uses the spec messages for a short password and a mismatch', () => {
    expect(checkNewPassword({ password: 'abc', confirmPassword: 'abc' })).to.deep.include({
      ok: false,
      message: { title: 'Password Too Short', description: 'Password must be at least 6 characters long.' }
    });
    const mismatch = checkNewPassword({ password: 'Rangoli#26', confirmPassword: 'Rangoli#25' });
    expect(mismatch).to.deep.equal({
      ok: false,
      errors: { confirmPassword: 'Please make sure both passwords are identical.' },
      message: {
        title: "Passwords Don't Match",
        description: 'Please make sure both passwords are identical.'
      }
    });
    expect(checkNewPassword({ password: 'Rangoli#26', confirmPassword: 'Rangoli#26' })).to.deep.equal({
      ok: true,
      password: 'Rangoli#26'
    });
  });

  it('turns a dead link into the "Invalid Reset Link" page and anything else into "Reset Failed"', () => {
    expect(
      resetFailure(apiProblem(400, 'invalid_reset_link', 'Invalid Reset Link', 'expired'))
    ).to.deep.equal({ kind: 'invalidLink' });
    expect(
      resetFailure(apiProblem(400, 'weak_password', 'Weak Password', 'This password is too common.'))
    ).to.deep.equal({
      kind: 'failed',
      message: { title: 'Reset Failed', description: 'This password is too common.' }
    });
    expect(resetFailure(new TypeError('Failed to fetch'))).to.deep.equal({
      kind: 'failed',
      message: { title: 'Reset Failed', description: 'Failed to reset password. Please try again.' }
    });
  });
});
