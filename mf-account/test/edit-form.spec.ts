import { expect } from 'chai';
import { EMPTY_PROFILE_FORM_VALUES, PROFILE_FORM_FIELDS } from '@matrimony/profile-form';
import { formDefaults, profileChange } from '../src/edit-profile/form-values';
import { checkEdit } from '../src/edit-profile/validation';
import { storedProfile, TODAY } from './fixtures';

describe('edit form defaults', () => {
  it('starts from the stored profile, without identity fields', () => {
    const values = formDefaults(storedProfile());
    expect(values).to.include({ dateOfBirth: '1996-04-12', religion: 'Hindu', caste: 'Brahmin - Iyer', district: 'Chennai', familyType: 'nuclear' });
    expect(Object.keys(values)).to.have.members([...PROFILE_FORM_FIELDS]);
    expect(values).to.not.have.any.keys('fullName', 'mobile', 'email');
  });

  it('shows a stored "No Information" as an empty optional field, and keeps real values', () => {
    expect(formDefaults(storedProfile())).to.include({ subCaste: '', companyName: '' });
    expect(formDefaults(storedProfile({ companyName: 'Infosys', subCaste: 'Vadama' }))).to.include({ companyName: 'Infosys', subCaste: 'Vadama' });
  });

  it('is empty when there is no profile yet', () => {
    expect(formDefaults(undefined)).to.deep.equal(EMPTY_PROFILE_FORM_VALUES);
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

  it('accepts the stored profile unchanged, with empty optional fields', () => {
    expect(checkEdit(formDefaults(stored), stored, stored.fullName, TODAY)).to.deep.equal({ ok: true });
  });

  it('reports a missing required field with the spec message', () => {
    const check = checkEdit({ ...formDefaults(stored), occupation: '' }, stored, stored.fullName, TODAY);
    expect(check).to.deep.include({ ok: false });
    if (check.ok) return;
    expect(check.errors).to.deep.equal({ occupation: 'Please fill in all required fields' });
    expect(check.first).to.deep.equal({ title: 'Missing Information', description: 'Please fill in all required fields' });
  });

  it('refuses a caste of another religion and a district of another state', () => {
    const check = checkEdit({ ...formDefaults(stored), religion: 'Muslim', state: 'Kerala' }, stored, stored.fullName, TODAY);
    if (check.ok) throw new Error('expected a refusal');
    expect(check.errors).to.have.keys('caste', 'district');
  });

  it('applies the minimum age of 17 on the Indian calendar day', () => {
    const check = checkEdit({ ...formDefaults(stored), dateOfBirth: '2008-11-22' }, stored, stored.fullName, TODAY);
    if (check.ok) throw new Error('expected a refusal');
    expect(check.errors.dateOfBirth).to.match(/at least 17 years old/);
    expect(checkEdit({ ...formDefaults(stored), dateOfBirth: '2008-11-21' }, stored, stored.fullName, TODAY).ok).to.equal(true);
  });

  it('validates a new profile (no stored one) with the identity name', () => {
    const values = formDefaults(stored);
    expect(checkEdit(values, undefined, 'Priya Sharma', TODAY).ok).to.equal(true);
    const empty = checkEdit(EMPTY_PROFILE_FORM_VALUES, undefined, 'Priya Sharma', TODAY);
    if (empty.ok) throw new Error('expected a refusal');
    expect(empty.errors.dateOfBirth).to.equal('Date of birth is required');
    expect(empty.errors).to.not.have.property('fullName');
  });
});
