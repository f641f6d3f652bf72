import { expect } from 'chai';
import { PASSWORD_MAX_LENGTH } from '../src/constants';
import { checkSignInFields } from '../src/validation/input-rules';
import { signInSchema } from '../src/validation/account';

const INPUTS = [
  { mobile: '9876543210', password: 'x' },
  { mobile: '98765', password: '' },
  { mobile: '98765 43210', password: 'secret' },
  { mobile: '', password: 'p'.repeat(PASSWORD_MAX_LENGTH) },
  { mobile: '9876543210', password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
  { mobile: '+919876543210', password: ' ' },
  { mobile: '1234567890', password: 'secret' },
  { mobile: '6123456789', password: 'secret' }
];

/** The zod schema's verdict in the light check's shape: field → first message. */
function zodVerdict(input: { mobile: string; password: string }) {
  const result = signInSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

describe('input-rules (the zod-free sign-in entry)', () => {
  it('checkSignInFields gives the same verdict and texts as signInSchema', () => {
    for (const input of INPUTS)
      expect(checkSignInFields(input), JSON.stringify(input).slice(0, 60)).to.deep.equal(zodVerdict(input));
  });

  it('refuses a number that no Indian mobile starts with', () => {
    expect(checkSignInFields({ mobile: '1234567890', password: 'secret' })).to.deep.include({ ok: false });
    expect(checkSignInFields({ mobile: '6123456789', password: 'secret' })).to.deep.include({ ok: true });
  });

  it('names the wrong number and the missing password', () => {
    expect(checkSignInFields({ mobile: '98765', password: '' })).to.deep.equal({
      ok: false,
      errors: {
        mobile: 'Please enter a valid 10-digit Indian mobile number (numbers only)',
        password: 'Please fill in all required fields'
      }
    });
  });
});
