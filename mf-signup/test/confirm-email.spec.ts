import { expect } from 'chai';
import { CONTACT_CHANGE_MESSAGES } from '@matrimony/catalog/messages';
import { apiProblem } from './fixtures';
import { linkFailure, linkToken } from '../src/confirm-email/confirm-link';
import routes from '../src/routes';

describe('confirm e-mail page', () => {
  it('is a public route that reads its token from the fragment', () => {
    expect(routes.find((route) => route.path === '/confirm-email')).to.include({ access: 'public' });
    expect(linkToken('#token=abc.def')).to.equal('abc.def');
    expect(linkToken('')).to.equal(undefined);
  });

  it('tells a dead link from a taken address and from a failure', () => {
    expect(linkFailure(apiProblem(400, 'invalid_email_change_link'))).to.deep.equal({ kind: 'invalidLink' });
    const taken = linkFailure(
      apiProblem(
        409,
        'email_already_exists',
        'This email address is used by another account. Please use a different one.'
      )
    );
    expect(taken).to.deep.include({ kind: 'failed' });
    expect(linkFailure(new Error('offline'))).to.deep.equal({
      kind: 'failed',
      message: CONTACT_CHANGE_MESSAGES.emailLinkCheckFailed
    });
  });
});
