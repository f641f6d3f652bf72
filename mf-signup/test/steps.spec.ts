import { expect } from 'chai';
import { CONSENT_MESSAGES, messageText } from '@matrimony/catalog/messages';
import { nextStep, previousStep } from '../src/signup/step-order';
import { checkStep, firstInvalidStep } from '../src/signup/steps';
import { EMPTY_VALUES } from '../src/signup/wizard-values';
import { completeValues, photo, TODAY } from './fixtures';

describe('wizard step validation', () => {
  it('lets a complete registration through every step', async () => {
    for (let step = 1; step <= 6; step += 1)
      expect(await checkStep(step, completeValues(), TODAY), `step ${step}`).to.deep.equal({ ok: true });
    expect(await firstInvalidStep(completeValues(), TODAY)).to.equal(undefined);
  });

  it('step 1 needs a verified number ("Please send OTP first")', async () => {
    const result = await checkStep(1, { ...completeValues(), phoneToken: '' }, TODAY);
    expect(result).to.deep.include({ ok: false, message: { title: 'Please send OTP first' } });
  });

  it('step 2 says under each empty field what it needs; the toast is the spec message', async () => {
    const result = await checkStep(2, EMPTY_VALUES, TODAY);
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.errors).to.deep.equal({
      email: 'Enter your e-mail address',
      password: 'Choose a password',
      confirmPassword: 'Type the password again'
    });
    expect(result.message).to.deep.equal({
      title: 'Missing Information',
      description: 'Please fill in all required fields'
    });
  });

  it('step 2 explains an invalid e-mail, a short password and a mismatch', async () => {
    const base = completeValues();
    const email = await checkStep(2, { ...base, email: 'priya@' }, TODAY);
    expect(email.ok === false && email.message).to.deep.equal({
      title: 'Invalid Email',
      description: 'Please enter a valid email address (e.g., name@example.com)'
    });
    const weak = await checkStep(2, { ...base, password: 'abc', confirmPassword: 'abc' }, TODAY);
    expect(weak.ok === false && weak.errors.password).to.equal('Password must be at least 6 characters long');
    const mismatch = await checkStep(2, { ...base, confirmPassword: 'kolam-2024' }, TODAY);
    expect(mismatch.ok === false && mismatch.message).to.deep.equal({
      title: 'Password Mismatch',
      description: 'Passwords do not match'
    });
  });

  it('step 3 asks for every field and at least one photo', async () => {
    const result = await checkStep(3, { ...EMPTY_VALUES }, TODAY);
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.errors).to.deep.equal({
      fullName: 'Enter your full name',
      profileFor: 'Choose whom this profile is for',
      dateOfBirth: 'Choose your date of birth',
      gender: 'Choose your gender',
      lookingFor: 'Choose whom you are looking for',
      height: 'Choose your height',
      photos: 'At least one profile photo is required'
    });
    expect(result.message).to.deep.equal({
      title: 'Missing Information',
      description: 'Please fill in all required fields and upload at least one photo'
    });
  });

  it('step 3 with only the photo missing still gives the photo-mentioning toast', async () => {
    const result = await checkStep(3, { ...completeValues(), photos: [] }, TODAY);
    expect(result.ok === false && result.message.description).to.equal(
      'Please fill in all required fields and upload at least one photo'
    );
  });

  it('step 3 refuses a son or brother whose gender is Female, and a daughter or sister who is Male', async () => {
    const base = completeValues();
    expect(base.gender).to.equal('female');
    for (const profileFor of ['daughter', 'sister', 'myself', 'relative', 'friend'])
      expect((await checkStep(3, { ...base, profileFor }, TODAY)).ok, profileFor).to.equal(true);
    const son = await checkStep(3, { ...base, profileFor: 'son' }, TODAY);
    expect(son.ok === false && son.errors).to.deep.equal({
      gender: 'This profile is for your son, so choose Male.'
    });
    expect(son.ok === false && son.message).to.deep.equal({
      title: 'Gender Does Not Match',
      description: 'This profile is for your son, so choose Male.'
    });
    const sister = await checkStep(
      3,
      { ...base, gender: 'male', lookingFor: 'female', profileFor: 'sister' },
      TODAY
    );
    expect(sister.ok === false && sister.errors).to.deep.equal({
      gender: 'This profile is for your sister, so choose Female.'
    });
  });

  it('step 3 refuses a non-image, more than five photos and anyone under 17', async () => {
    const base = completeValues();
    const pdf = await checkStep(3, { ...base, photos: [photo('cv.pdf', 'application/pdf')] }, TODAY);
    expect(pdf.ok === false && pdf.errors.photos).to.equal('Please upload only image files');
    const six = await checkStep(3, { ...base, photos: Array.from({ length: 6 }, () => photo()) }, TODAY);
    expect(six.ok === false && six.message).to.deep.equal({
      title: 'Too many photos',
      description: 'You can only upload up to 5 photos'
    });
    const young = await checkStep(3, { ...base, dateOfBirth: '2009-01-01' }, TODAY);
    expect(young.ok === false && young.message.title).to.equal(
      'Age not eligible to create profile. You must be at least 17 years old to create a profile.'
    );
  });

  it('step 4 needs religion, caste, mother tongue and marital status, but not sub-caste', async () => {
    const base = completeValues();
    expect((await checkStep(4, { ...base, subCaste: '' }, TODAY)).ok).to.equal(true);
    const result = await checkStep(4, { ...base, caste: '', motherTongue: '' }, TODAY);
    expect(result.ok === false && Object.keys(result.errors).sort()).to.deep.equal(['caste', 'motherTongue']);
    const wrongCaste = await checkStep(4, { ...base, religion: 'Muslim' }, TODAY);
    expect(wrongCaste.ok === false && wrongCaste.errors.caste).to.equal(
      'Please choose a caste listed for the selected religion'
    );
  });

  it('step 5 needs a district of the chosen state; company name is optional', async () => {
    const base = completeValues();
    expect((await checkStep(5, { ...base, companyName: '' }, TODAY)).ok).to.equal(true);
    const result = await checkStep(5, { ...base, state: 'Kerala' }, TODAY);
    expect(result.ok === false && result.errors.district).to.equal(
      'Please choose a district of the selected state'
    );
  });

  it('step 6 needs the family details; the horoscope photo is optional but must be an image', async () => {
    const base = completeValues();
    expect((await checkStep(6, { ...base, horoscope: photo('chart.png', 'image/png') }, TODAY)).ok).to.equal(
      true
    );
    const missing = await checkStep(6, { ...base, aboutYourself: '  ', siblings: '' }, TODAY);
    expect(missing.ok === false && missing.errors).to.deep.equal({
      aboutYourself: 'Write a few lines about yourself',
      siblings: 'Choose how many siblings you have'
    });
    expect(missing.ok === false && missing.message).to.deep.equal({
      title: 'Missing Information',
      description: 'Please fill in all required fields'
    });
    const hi = await checkStep(6, { ...base, aboutYourself: 'Hi' }, TODAY);
    expect(hi.ok === false && hi.errors.aboutYourself).to.equal(
      'Write at least 50 characters about yourself'
    );
    const pdf = await checkStep(6, { ...base, horoscope: photo('chart.pdf', 'application/pdf') }, TODAY);
    expect(pdf.ok === false && pdf.errors.horoscope).to.equal('Please upload only image files');
  });

  it('step 6 ends with the terms and the declaration of matrimonial intent, both required', async () => {
    const base = completeValues();
    const unticked = await checkStep(6, { ...base, termsAccepted: false, declarationAccepted: false }, TODAY);
    expect(unticked.ok === false && unticked.errors).to.deep.equal({
      termsAccepted: messageText(CONSENT_MESSAGES.termsRequired),
      declarationAccepted: messageText(CONSENT_MESSAGES.declarationRequired)
    });
    expect(unticked.ok === false && unticked.message).to.deep.equal(CONSENT_MESSAGES.termsRequired);
    const declarationOnly = await checkStep(6, { ...base, termsAccepted: false }, TODAY);
    expect(declarationOnly.ok === false && Object.keys(declarationOnly.errors)).to.deep.equal([
      'termsAccepted'
    ]);
    expect(await firstInvalidStep({ ...base, declarationAccepted: false }, TODAY)).to.equal(6);
  });

  it('step 6 takes an optional star pada and then wants the rasi that holds it', async () => {
    const base = { ...completeValues(), star: 'Krittika', rasi: 'Vrishabha' };
    expect((await checkStep(6, { ...base, starPada: '' }, TODAY)).ok).to.equal(true);
    expect((await checkStep(6, { ...base, starPada: '2' }, TODAY)).ok).to.equal(true);
    const wrong = await checkStep(6, { ...base, starPada: '1' }, TODAY);
    expect(wrong.ok === false && wrong.errors.rasi).to.equal(
      'The rasi does not match the selected star and pada'
    );
  });

  it('finds the first step that still needs work and keeps the step between 1 and 6', async () => {
    expect(
      await firstInvalidStep({ ...completeValues(), password: '', confirmPassword: '' }, TODAY)
    ).to.equal(2);
    expect(await firstInvalidStep({ ...completeValues(), photos: [] }, TODAY)).to.equal(3);
    expect(nextStep(6)).to.equal(6);
    expect(nextStep(2)).to.equal(3);
    expect(previousStep(1)).to.equal(1);
    expect(previousStep(4)).to.equal(3);
  });
});
