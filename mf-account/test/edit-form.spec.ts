import { expect } from 'chai';
import { EMPTY_PROFILE_FORM_VALUES, PROFILE_FORM_FIELDS } from '@matrimony/profile-form';
import { formDefaults, profileChange } from '../src/edit-profile/form-values';
import { checkEdit } from '../src/edit-profile/validation';
import { storedProfile, TODAY } from './fixtures';

describe('edit form defaults', () => {
  it("starts from the stored profile and its name, without the account's mobile and e-mail", () => {
    const values = formDefaults(storedProfile(), 'Registered Name');
    expect(values).to.include({
      fullName: 'Priya Sharma',
      dateOfBirth: '1996-04-12',
      religion: 'Hindu',
      caste: 'Brahmin - Iyer',
      district: 'Chennai',
      familyType: 'nuclear'
    });
    expect(Object.keys(values)).to.have.members(['fullName', ...PROFILE_FORM_FIELDS]);
    expect(values).to.not.have.any.keys('mobile', 'email');
  });

  it('shows a stored "No Information" as an empty optional field, and keeps real values', () => {
    expect(formDefaults(storedProfile())).to.include({ subCaste: '', companyName: '' });
    expect(formDefaults(storedProfile({ companyName: 'Infosys', subCaste: 'Vadama' }))).to.include({
      companyName: 'Infosys',
      subCaste: 'Vadama'
    });
  });

  it('is empty, with the registered name, when there is no profile yet', () => {
    expect(formDefaults(undefined, 'Priya Sharma')).to.deep.equal({
      ...EMPTY_PROFILE_FORM_VALUES,
      fullName: 'Priya Sharma'
    });
  });

  it('clears a stored star pada only when the star or rasi changes', () => {
    const stored = storedProfile({ starPada: 2 });
    const same = formDefaults(stored);
    expect(profileChange(same, stored)).to.not.have.property('starPada');
    expect(profileChange({ ...same, star: 'Punarvasu' }, stored)).to.have.property('starPada', null);
    expect(profileChange({ ...same, rasi: 'Karka' }, stored)).to.have.property('starPada', null);
    expect(profileChange(same, undefined)).to.not.have.property('starPada');
  });
});

describe('edit form validation (the catalog profile schema)', () => {
  const stored = storedProfile();

  it('asks a profile stored before "This profile is for" existed to answer it, and checks it against the gender', () => {
    const older = storedProfile({ profileFor: null });
    const values = formDefaults(older);
    expect(values.profileFor).to.equal('');
    const unanswered = checkEdit(values, older, TODAY);
    expect(unanswered.ok === false && unanswered.errors).to.deep.equal({
      profileFor: 'Choose whom this profile is for'
    });
    expect(checkEdit({ ...values, profileFor: 'daughter' }, older, TODAY).ok).to.equal(true);
    const son = checkEdit({ ...values, profileFor: 'son' }, older, TODAY);
    expect(son.ok === false && son.first).to.deep.equal({
      title: 'Gender Does Not Match',
      description: 'This profile is for your son, so choose Male.'
    });
  });

  it('accepts the stored profile unchanged, with empty optional fields', () => {
    expect(checkEdit(formDefaults(stored), stored, TODAY)).to.deep.equal({ ok: true });
  });

  it('says under a missing required field what it needs', () => {
    const check = checkEdit({ ...formDefaults(stored), occupation: '' }, stored, TODAY);
    expect(check).to.deep.include({ ok: false });
    if (check.ok) return;
    expect(check.errors).to.deep.equal({ occupation: 'Choose your occupation' });
    expect(check.first).to.deep.equal({
      title: 'Missing Information',
      description: 'Choose your occupation'
    });
  });

  it('lets the member change the name, never to nothing', () => {
    expect(checkEdit({ ...formDefaults(stored), fullName: 'Priya Raghavan' }, stored, TODAY)).to.deep.equal({
      ok: true
    });
    const blank = checkEdit({ ...formDefaults(stored), fullName: ' ' }, stored, TODAY);
    expect(blank.ok === false && blank.errors).to.deep.equal({ fullName: 'Enter your full name' });
  });

  it('refuses a caste of another religion and a district of another state', () => {
    const check = checkEdit({ ...formDefaults(stored), religion: 'Muslim', state: 'Kerala' }, stored, TODAY);
    if (check.ok) throw new Error('expected a refusal');
    expect(check.errors).to.have.keys('caste', 'district');
  });

  it('applies the minimum age of 17 on the Indian calendar day', () => {
    const check = checkEdit({ ...formDefaults(stored), dateOfBirth: '2008-11-22' }, stored, TODAY);
    if (check.ok) throw new Error('expected a refusal');
    expect(check.errors.dateOfBirth).to.match(/at least 17 years old/);
    expect(checkEdit({ ...formDefaults(stored), dateOfBirth: '2008-11-21' }, stored, TODAY).ok).to.equal(
      true
    );
  });

  it('validates a new profile (no stored one) with the registered name', () => {
    const values = formDefaults(stored);
    expect(checkEdit(values, undefined, TODAY).ok).to.equal(true);
    const empty = checkEdit(formDefaults(undefined, 'Priya Sharma'), undefined, TODAY);
    if (empty.ok) throw new Error('expected a refusal');
    expect(empty.errors.dateOfBirth).to.equal('Date of birth is required');
    expect(empty.errors).to.not.have.property('fullName');
  });
});
