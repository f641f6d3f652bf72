import { expect } from 'chai';
import { Button } from '../src/components/Button';
import { DateOfBirth } from '../src/components/DateOfBirth';
import { OtpInput } from '../src/components/OtpInput';
import { PasswordField } from '../src/components/PasswordField';
import { RadioGroup } from '../src/components/RadioGroup';
import { ProgressBar } from '../src/components/ProgressBar';
import { Select } from '../src/components/Select';
import { MatchesGridSkeleton } from '../src/components/Skeletons';
import { TextField } from '../src/components/TextField';
import { Spinner } from '../src/components/Spinner';
import { count, render } from './render';

const noop = () => undefined;

describe('components (server-rendered)', () => {
  it('Button shows its busy label, is disabled and says it is busy', () => {
    const html = render(
      <Button busy busyLabel="Sending...">
        Send OTP
      </Button>
    );
    expect(html).to.contain('Sending...');
    expect(html).not.to.contain('Send OTP');
    expect(html).to.match(/<button[^>]*disabled=""/);
    expect(html).to.contain('aria-busy="true"');
    expect(render(<Button>Send OTP</Button>)).not.to.contain('aria-busy');
  });

  it('TextField ties label, control and error together', () => {
    const html = render(<TextField id="email" label="Email Address" error="Invalid Email" required />);
    expect(html).to.match(/<label[^>]*for="email"/);
    expect(html).to.contain('aria-invalid="true"');
    expect(html).to.contain('aria-describedby="email-error"');
    expect(html).to.match(/id="email-error" aria-live="polite"[^>]*>Invalid Email</);
  });

  it('marks required text fields, radio groups and dates with the one marker', () => {
    const markerOf = (html: string) => /(<span[^>]*aria-hidden="true"[^>]*>\*<\/span>)/.exec(html)?.[1];
    const text = markerOf(render(<TextField id="name" label="Full Name" required />));
    const radio = markerOf(
      render(
        <RadioGroup id="g" name="g" label="Gender" options={['Male']} value="" onChange={noop} required />
      )
    );
    const date = markerOf(render(<DateOfBirth id="dob" years={[2000]} value="" onChange={noop} required />));
    expect(text).to.be.a('string');
    expect(radio).to.equal(text);
    expect(date).to.equal(text);
    expect(markerOf(render(<TextField id="name" label="Full Name" />))).to.equal(undefined);
  });

  it('TextField without an error describes nothing and is not invalid', () => {
    const html = render(<TextField id="name" label="Full Name" />);
    expect(html).not.to.contain('aria-invalid');
    expect(html).not.to.contain('aria-describedby');
  });

  it('PasswordField starts hidden with a labelled toggle', () => {
    const html = render(<PasswordField id="password" label="Password" />);
    expect(html).to.contain('type="password"');
    expect(html).to.contain('aria-label="Show password"');
    expect(html).to.contain('aria-pressed="false"');
  });

  it('Select renders its placeholder and options', () => {
    const html = render(
      <Select
        id="religion"
        label="Religion"
        placeholder="Select religion"
        options={['Hindu', { value: 'parsi', label: 'Parsi / Zoroastrian' }]}
      />
    );
    expect(html).to.contain('<option value="">Select religion</option>');
    expect(html).to.contain('<option value="Hindu">Hindu</option>');
    expect(html).to.contain('<option value="parsi">Parsi / Zoroastrian</option>');
  });

  it('DateOfBirth offers the years given and the days of the chosen month', () => {
    const html = render(<DateOfBirth id="dob" years={[2008, 2007]} value="2007-02-10" onChange={noop} />);
    expect(html).to.contain('<option value="2008">2008</option>');
    const dayList = html.slice(html.indexOf('id="dob-day"'));
    expect(count(dayList, /<option value="\d+"/)).to.equal(28);
    expect(html).to.contain('<legend');
  });

  it('OtpInput renders six labelled numeric slots with the digits given', () => {
    const html = render(<OtpInput id="otp" value="12" onChange={noop} />);
    expect(count(html, 'inputMode="numeric"')).to.equal(6);
    expect(html).to.contain('aria-label="Digit 6 of 6"');
    expect(html).to.contain('autoComplete="one-time-code"');
    expect(html).to.match(/value="1"/);
    expect(html).to.match(/value="2"/);
  });

  it('ProgressBar exposes its value to assistive technology', () => {
    const html = render(<ProgressBar value={2} max={6} label="Step 2 of 6" />);
    expect(html).to.contain('role="progressbar"');
    expect(html).to.contain('aria-valuenow="2"');
    expect(html).to.contain('aria-valuemax="6"');
    expect(html).to.contain('Step 2 of 6');
  });

  it('MatchesGridSkeleton is one busy region with one card per match', () => {
    const html = render(<MatchesGridSkeleton count={4} />);
    expect(count(html, 'role="status"')).to.equal(1);
    expect(html).to.contain('Loading matches...');
    expect(count(html, 'data-skeleton="match-card"')).to.equal(4);
  });

  it('Spinner says Loading... by default', () => {
    expect(render(<Spinner />)).to.contain('Loading...');
  });
});

describe('RadioGroup (server-rendered)', () => {
  it('renders a named group of radios with the chosen one checked', () => {
    const html = render(
      <RadioGroup
        id="looking-for"
        name="lookingFor"
        label="Looking for"
        value="female"
        onChange={() => undefined}
        options={[
          { value: 'male', label: 'Groom' },
          { value: 'female', label: 'Bride' }
        ]}
        error="Missing Information"
      />
    );
    expect(html).to.match(/<legend[^>]*>Looking for/);
    expect(count(html, /<input type="radio"[^>]*name="lookingFor"/)).to.equal(2);
    expect(html).to.match(/<input [^>]*checked="" value="female"\/>Bride/);
    expect(html).to.match(/<input [^>]*name="lookingFor" value="male"\/>Groom/);
    expect(html).to.contain('aria-describedby="looking-for-error"');
  });
});
