import { expect } from 'chai';
import { type z } from 'zod';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  checkHoroscopePhoto,
  checkPhotoSelection,
  contactMessageSchema,
  createProfileSchemas,
  emailSchema,
  fieldIssues,
  mobileInputValue,
  mobileSchema,
  newPasswordSchema,
  normaliseProfileInput,
  otpInputValue,
  otpSchema,
  passwordResetRequestSchema,
  signInSchema,
  step1MobileSchema,
  step2AccountSchema,
  FIELD_NEEDS,
  SIGNUP_MESSAGES,
  formToastFor,
  type ProfileInput
} from '../src/index';
import { TODAY, validProfile } from './fixtures';

/** Field path → first message, for a failed parse; {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const MISSING = 'Please fill in all required fields';
const MISSING_WITH_PHOTO = 'Please fill in all required fields and upload at least one photo';
/** What an empty field says under itself. */
const NEEDS = Object.fromEntries(
  Object.entries(FIELD_NEEDS).map(([field, message]) => [field, message.description])
) as Record<keyof typeof FIELD_NEEDS, string>;
const AGE = 'Age not eligible to create profile. You must be at least 17 years old to create a profile.';
const {
  step3BasicSchema,
  step4ReligiousSchema,
  step5ProfessionalSchema,
  step6FamilySchema,
  profileInputSchema
} = createProfileSchemas({ today: () => TODAY });

describe('mobile, OTP, e-mail and password rules', () => {
  it('accepts exactly 10 digits starting with 6, 7, 8 or 9 as a mobile number', () => {
    for (const good of ['9876543210', '8123456789', '7000000000', '6000000001'])
      expect(errorsOf(mobileSchema, good), good).to.deep.equal({});
    const message = 'Please enter a valid 10-digit Indian mobile number (numbers only)';
    const wrongFirstDigit = ['1234567890', '0987654321', '5987654321', '2000000000'];
    for (const bad of [
      ...wrongFirstDigit,
      '987654321',
      '98765432101',
      '98765 43210',
      '+919876543210',
      'abcdefghij',
      '',
      9876543210
    ]) {
      expect(errorsOf(mobileSchema, bad), String(bad)).to.deep.equal({ '': message });
    }
  });

  it('keeps only digits, at most 10, in mobile inputs and at most 6 in OTP inputs', () => {
    expect(mobileInputValue('+91 98765-43210')).to.equal('9198765432');
    expect(mobileInputValue('98a76')).to.equal('9876');
    expect(otpInputValue('12 34-567')).to.equal('123456');
  });

  it('accepts exactly 6 digits as an OTP', () => {
    expect(errorsOf(otpSchema, '123456')).to.deep.equal({});
    for (const bad of ['12345', '1234567', '12345a', '']) {
      expect(errorsOf(otpSchema, bad)).to.deep.equal({ '': 'Please enter a valid 6-digit OTP' });
    }
    expect(errorsOf(step1MobileSchema, { mobile: '9876543210', otp: '12' })).to.have.keys('otp');
  });

  it('checks e-mail addresses with the spec message', () => {
    expect(emailSchema.parse('  asha@example.in ')).to.equal('asha@example.in');
    for (const bad of ['asha', 'asha@', '@example.com', 'asha example@x.com']) {
      expect(errorsOf(emailSchema, bad), bad).to.deep.equal({
        '': 'Please enter a valid email address (e.g., name@example.com)'
      });
    }
  });

  it('step 2: all required, then match, then at least 6 characters', () => {
    expect(
      errorsOf(step2AccountSchema, { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' })
    ).to.deep.equal({});
    expect(errorsOf(step2AccountSchema, { email: '', password: '', confirmPassword: '' })).to.deep.equal({
      email: 'Enter your e-mail address',
      password: 'Choose a password',
      confirmPassword: 'Type the password again'
    });
    expect(
      errorsOf(step2AccountSchema, { email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' })
    ).to.deep.equal({
      confirmPassword: 'Passwords do not match'
    });
    expect(
      errorsOf(step2AccountSchema, { email: 'a@b.co', password: 'abc12', confirmPassword: 'abc12' })
    ).to.deep.equal({
      password: 'Password must be at least 6 characters long'
    });
    expect(
      errorsOf(step2AccountSchema, { email: 'a@b.co', password: 'abc123', confirmPassword: 'abc123' })
    ).to.deep.equal({});
  });

  it('sign-in needs a 10-digit mobile and a password', () => {
    expect(errorsOf(signInSchema, { mobile: '9876543210', password: 'x' })).to.deep.equal({});
    expect(errorsOf(signInSchema, { mobile: '98765', password: '' })).to.have.keys('mobile', 'password');
  });

  it('password reset: e-mail required, new password at least 6 and confirmed', () => {
    expect(errorsOf(passwordResetRequestSchema, { email: '' })).to.deep.equal({
      email: 'Please enter your email address'
    });
    expect(errorsOf(passwordResetRequestSchema, { email: 'nope' })).to.deep.equal({
      email: 'Please enter a valid email address (e.g., name@example.com)'
    });
    expect(errorsOf(newPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).to.deep.equal({
      password: 'Password must be at least 6 characters long.'
    });
    expect(errorsOf(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).to.deep.equal({
      confirmPassword: 'Please make sure both passwords are identical.'
    });
    expect(errorsOf(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' })).to.deep.equal({});
  });

  it('password change: current password required, new one under the reset rules, confirmed and not the current one', () => {
    expect(errorsOf(changePasswordRequestSchema, {})).to.deep.equal({
      currentPassword: MISSING,
      newPassword: MISSING
    });
    expect(
      errorsOf(changePasswordRequestSchema, { currentPassword: 'Old-pass-1', newPassword: 'abc' })
    ).to.deep.equal({
      newPassword: 'Password must be at least 6 characters long.'
    });
    expect(
      errorsOf(changePasswordRequestSchema, { currentPassword: 'Old-pass-1', newPassword: 'Old-pass-1' })
    ).to.deep.equal({
      newPassword: 'Your new password must be different from your current password.'
    });
    expect(
      errorsOf(changePasswordRequestSchema, { currentPassword: 'x'.repeat(129), newPassword: 'New-pass-2' })
    ).to.deep.equal({
      currentPassword: 'Password must be at most 128 characters'
    });
    expect(
      errorsOf(changePasswordRequestSchema, { currentPassword: 'Old-pass-1', newPassword: 'New-pass-2' })
    ).to.deep.equal({});
    expect(
      errorsOf(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })
    ).to.deep.equal({
      currentPassword: MISSING,
      newPassword: MISSING,
      confirmPassword: MISSING
    });
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-2',
        confirmPassword: 'New-pass-3'
      })
    ).to.deep.equal({
      confirmPassword: 'Please make sure both passwords are identical.'
    });
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-2',
        confirmPassword: 'New-pass-2'
      })
    ).to.deep.equal({});
  });
});

describe('wizard steps 3-6', () => {
  const pick = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, validProfile()[key]]));
  const step3 = () => pick(['profileFor', 'fullName', 'dateOfBirth', 'gender', 'lookingFor', 'height']);

  it('step 3: every field required, each saying what it needs', () => {
    expect(errorsOf(step3BasicSchema, step3())).to.deep.equal({});
    expect(
      errorsOf(step3BasicSchema, {
        profileFor: '',
        fullName: '  ',
        dateOfBirth: '',
        gender: '',
        lookingFor: '',
        height: ''
      })
    ).to.deep.equal({
      profileFor: 'Choose whom this profile is for',
      fullName: 'Enter your full name',
      dateOfBirth: 'Choose your date of birth',
      gender: 'Choose your gender',
      lookingFor: 'Choose whom you are looking for',
      height: 'Choose your height'
    });
  });

  it('step 3: only listed genders and heights', () => {
    expect(errorsOf(step3BasicSchema, { ...step3(), gender: 'other', height: '5 ft 5 in' })).to.deep.equal({
      gender: 'Please choose one of the listed options',
      height: 'Please choose one of the listed options'
    });
  });

  it('step 3: "This profile is for" is one of the listed choices', () => {
    for (const profileFor of ['myself', 'relative', 'friend'])
      for (const gender of ['male', 'female'])
        expect(errorsOf(step3BasicSchema, { ...step3(), profileFor, gender }), profileFor).to.deep.equal({});
    expect(errorsOf(step3BasicSchema, { ...step3(), profileFor: 'father' })).to.deep.equal({
      profileFor: 'Please choose one of the listed options'
    });
  });

  it('step 3: a son or a brother is male, a daughter or a sister female', () => {
    const mismatches = [
      ['son', 'female', 'This profile is for your son, so choose Male.'],
      ['brother', 'female', 'This profile is for your brother, so choose Male.'],
      ['daughter', 'male', 'This profile is for your daughter, so choose Female.'],
      ['sister', 'male', 'This profile is for your sister, so choose Female.']
    ];
    for (const [profileFor, gender, message] of mismatches) {
      expect(errorsOf(step3BasicSchema, { ...step3(), profileFor, gender })).to.deep.equal({
        gender: message
      });
      const other = gender === 'male' ? 'female' : 'male';
      expect(errorsOf(step3BasicSchema, { ...step3(), profileFor, gender: other })).to.deep.equal({});
    }
    const result = step3BasicSchema.safeParse({ ...step3(), profileFor: 'son', gender: 'female' });
    expect(formToastFor(result.error!.issues[0]!.message)).to.deep.equal({
      title: 'Gender Does Not Match',
      description: 'This profile is for your son, so choose Male.'
    });
  });

  it('step 3: 17th birthday today passes, tomorrow fails', () => {
    expect(errorsOf(step3BasicSchema, { ...step3(), dateOfBirth: '2008-11-21' })).to.deep.equal({});
    expect(errorsOf(step3BasicSchema, { ...step3(), dateOfBirth: '2008-11-22' })).to.deep.equal({
      dateOfBirth: AGE
    });
    // A browser sending midnight IST as a UTC timestamp (the day before in UTC) is read as the IST day.
    expect(errorsOf(step3BasicSchema, { ...step3(), dateOfBirth: '2008-11-20T18:30:00.000Z' })).to.deep.equal(
      {}
    );
    expect(errorsOf(step3BasicSchema, { ...step3(), dateOfBirth: '2008-11-21T18:30:00.000Z' })).to.deep.equal(
      { dateOfBirth: AGE }
    );
  });

  it('step 3: an impossible date is refused with its own message', () => {
    expect(errorsOf(step3BasicSchema, { ...step3(), dateOfBirth: '1990-02-30' })).to.deep.equal({
      dateOfBirth: 'Please enter a valid date of birth'
    });
  });

  it('step 4: required fields, optional sub-caste, caste must belong to the religion', () => {
    const step4 = pick(['religion', 'caste', 'subCaste', 'motherTongue', 'maritalStatus']);
    expect(errorsOf(step4ReligiousSchema, step4)).to.deep.equal({});
    expect(errorsOf(step4ReligiousSchema, { ...step4, subCaste: undefined })).to.deep.equal({});
    expect(
      errorsOf(step4ReligiousSchema, { religion: '', caste: '', motherTongue: '', maritalStatus: '' })
    ).to.deep.equal({
      religion: NEEDS.religion,
      caste: NEEDS.caste,
      motherTongue: NEEDS.motherTongue,
      maritalStatus: NEEDS.maritalStatus
    });
    expect(errorsOf(step4ReligiousSchema, { ...step4, religion: 'Muslim' })).to.deep.equal({
      caste: 'Please choose a caste listed for the selected religion'
    });
    expect(
      errorsOf(step4ReligiousSchema, { ...step4, religion: 'Jewish', caste: 'Not Applicable' })
    ).to.deep.equal({});
    expect(errorsOf(step4ReligiousSchema, { ...step4, maritalStatus: 'married' })).to.deep.equal({
      maritalStatus: 'Please choose one of the listed options'
    });
  });

  it('step 5: required fields, optional company, district must belong to the state', () => {
    const step5 = pick(['state', 'district', 'education', 'occupation', 'companyName', 'annualIncome']);
    expect(errorsOf(step5ProfessionalSchema, step5)).to.deep.equal({});
    expect(errorsOf(step5ProfessionalSchema, { ...step5, district: 'Ernakulam' })).to.deep.equal({
      district: 'Please choose a district of the selected state'
    });
    expect(
      errorsOf(step5ProfessionalSchema, { ...step5, state: 'Kerala', district: 'Ernakulam' })
    ).to.deep.equal({});
    expect(errorsOf(step5ProfessionalSchema, { ...step5, annualIncome: '₹3 Lakhs' })).to.deep.equal({
      annualIncome: 'Please choose one of the listed options'
    });
    expect(
      errorsOf(step5ProfessionalSchema, {
        state: '',
        district: '',
        education: '',
        occupation: '',
        annualIncome: ''
      })
    ).to.deep.equal({
      state: NEEDS.state,
      district: NEEDS.district,
      education: NEEDS.education,
      occupation: NEEDS.occupation,
      annualIncome: NEEDS.annualIncome
    });
  });

  it('step 6: required fields, about-yourself of 50 to 2000 characters, rasi must hold the given star pada', () => {
    const step6 = pick([
      'rasi',
      'star',
      'dosham',
      'familyType',
      'fatherOccupation',
      'motherOccupation',
      'siblings',
      'aboutYourself'
    ]);
    expect(errorsOf(step6FamilySchema, step6)).to.deep.equal({});
    expect(errorsOf(step6FamilySchema, { ...step6, aboutYourself: ' ' })).to.deep.equal({
      aboutYourself: 'Write a few lines about yourself'
    });
    const tooShort = { aboutYourself: 'Write at least 50 characters about yourself' };
    expect(errorsOf(step6FamilySchema, { ...step6, aboutYourself: 'Hi' })).to.deep.equal(tooShort);
    // Counted after trimming: 49 characters padded with spaces are still 49.
    expect(errorsOf(step6FamilySchema, { ...step6, aboutYourself: ` ${'a'.repeat(49)}   ` })).to.deep.equal(
      tooShort
    );
    expect(errorsOf(step6FamilySchema, { ...step6, aboutYourself: 'a'.repeat(50) })).to.deep.equal({});
    const empty = {
      rasi: '',
      star: '',
      dosham: '',
      familyType: '',
      fatherOccupation: '',
      motherOccupation: '',
      siblings: '',
      aboutYourself: ''
    };
    expect(errorsOf(step6FamilySchema, empty)).to.deep.equal({
      rasi: 'Choose your rasi, or "Don\'t know"',
      star: 'Choose your star, or "Don\'t know"',
      dosham: 'Choose your dosham, or "Don\'t know"',
      familyType: NEEDS.familyType,
      fatherOccupation: "Choose your father's occupation",
      motherOccupation: "Choose your mother's occupation",
      siblings: NEEDS.siblings,
      aboutYourself: NEEDS.aboutYourself
    });
    expect(errorsOf(step6FamilySchema, { ...step6, aboutYourself: 'x'.repeat(2001) })).to.deep.equal({
      aboutYourself: 'About yourself must be at most 2000 characters'
    });
    expect(
      errorsOf(step6FamilySchema, { ...step6, star: 'Krittika', starPada: 1, rasi: 'Mesha' })
    ).to.deep.equal({});
    expect(
      errorsOf(step6FamilySchema, { ...step6, star: 'Krittika', starPada: 2, rasi: 'Mesha' })
    ).to.deep.equal({
      rasi: 'The rasi does not match the selected star and pada'
    });
    expect(errorsOf(step6FamilySchema, { ...step6, starPada: 5 })).to.have.keys('starPada');
    expect(errorsOf(step6FamilySchema, { ...step6, dosham: "Don't Know" })).to.deep.equal({
      dosham: 'Please choose one of the listed options'
    });
  });
});

describe('profile input (svc-profile)', () => {
  it('accepts a complete profile', () => {
    expect(errorsOf(profileInputSchema, validProfile())).to.deep.equal({});
  });

  it('reports every missing field, the date of birth with its own message', () => {
    const errors = errorsOf(profileInputSchema, {});
    expect(errors.dateOfBirth).to.equal('Date of birth is required');
    expect(errors.fullName).to.equal('Enter your full name');
    expect(errors.religion).to.equal('Choose your religion');
    expect(errors.profileFor).to.equal('Choose whom this profile is for');
    expect(Object.keys(errors)).to.have.length(23);
    expect(errors).not.to.have.any.keys('subCaste', 'companyName', 'starPada');
  });

  it('applies the cross-checks and the age rule', () => {
    expect(errorsOf(profileInputSchema, { ...validProfile(), district: 'Pune' })).to.deep.equal({
      district: 'Please choose a district of the selected state'
    });
    expect(errorsOf(profileInputSchema, { ...validProfile(), caste: 'Jat Sikh' })).to.deep.equal({
      caste: 'Please choose a caste listed for the selected religion'
    });
    expect(errorsOf(profileInputSchema, { ...validProfile(), dateOfBirth: '2010-01-01' })).to.deep.equal({
      dateOfBirth: AGE
    });
    expect(errorsOf(profileInputSchema, { ...validProfile(), profileFor: 'son' })).to.deep.equal({
      gender: 'This profile is for your son, so choose Male.'
    });
    expect(errorsOf(profileInputSchema, { ...validProfile(), profileFor: 'daughter' })).to.deep.equal({});
  });

  it('refuses fields the client may not set', () => {
    expect(errorsOf(profileInputSchema, { ...validProfile(), mobile: '9876543210' })).to.have.keys('');
  });

  it('stores empty company name and sub-caste as "No Information" and computes the age', () => {
    const input = profileInputSchema.parse(validProfile()) as ProfileInput;
    const stored = normaliseProfileInput(input, TODAY);
    expect(stored).to.include({
      companyName: 'No Information',
      subCaste: 'No Information',
      age: 29,
      dateOfBirth: '1996-04-12',
      starPada: null
    });
    const named = normaliseProfileInput({ ...input, companyName: ' Infosys ', subCaste: 'Vadama' }, TODAY);
    expect(named).to.include({ companyName: 'Infosys', subCaste: 'Vadama' });
  });

  it('turns issues into spec titles and descriptions per field', () => {
    const result = profileInputSchema.safeParse({ ...validProfile(), fullName: '', district: 'Pune' });
    expect(result.success).to.equal(false);
    expect(fieldIssues(result.error!)).to.deep.equal([
      { field: 'fullName', message: { title: 'Missing Information', description: 'Enter your full name' } }
    ]);
    const crossField = profileInputSchema.safeParse({ ...validProfile(), district: 'Pune' });
    expect(fieldIssues(crossField.error!)).to.deep.equal([
      {
        field: 'district',
        message: { title: 'Invalid District', description: 'Please choose a district of the selected state' }
      }
    ]);
  });
});

describe('form toasts', () => {
  it('an empty field gives the form the spec\'s "Missing Information", other rules their own message', () => {
    expect(formToastFor('Enter your full name')).to.deep.equal(SIGNUP_MESSAGES.missingInformation);
    expect(formToastFor('Choose your height', SIGNUP_MESSAGES.missingInformationAndPhoto)).to.deep.equal(
      SIGNUP_MESSAGES.missingInformationAndPhoto
    );
    expect(formToastFor(MISSING)).to.deep.equal(SIGNUP_MESSAGES.missingInformation);
    expect(formToastFor('Passwords do not match')).to.deep.equal(SIGNUP_MESSAGES.passwordMismatch);
    expect(formToastFor('Write at least 50 characters about yourself')).to.deep.equal({
      title: 'Tell Us a Little More',
      description: 'Write at least 50 characters about yourself'
    });
  });

  it('every field need is its own sentence', () => {
    const texts = Object.values(NEEDS);
    expect(new Set(texts).size).to.equal(texts.length);
    expect(texts).not.to.include(MISSING);
    expect(texts).not.to.include(MISSING_WITH_PHOTO);
  });
});

describe('contact message', () => {
  const valid = {
    name: 'Ravi',
    email: 'ravi@example.com',
    subject: 'Billing',
    message: 'Please call me back.'
  };

  it('requires all four fields ("Missing Information")', () => {
    expect(errorsOf(contactMessageSchema, valid)).to.deep.equal({});
    expect(errorsOf(contactMessageSchema, { name: '', email: '', subject: ' ', message: '' })).to.deep.equal({
      name: MISSING,
      email: MISSING,
      subject: MISSING,
      message: MISSING
    });
    expect(errorsOf(contactMessageSchema, {})).to.have.all.keys('name', 'email', 'subject', 'message');
  });

  it('caps lengths and checks the e-mail', () => {
    expect(errorsOf(contactMessageSchema, { ...valid, name: 'n'.repeat(101) })).to.deep.equal({
      name: 'Name must be at most 100 characters'
    });
    expect(errorsOf(contactMessageSchema, { ...valid, subject: 's'.repeat(201) })).to.deep.equal({
      subject: 'Subject must be at most 200 characters'
    });
    expect(errorsOf(contactMessageSchema, { ...valid, message: 'm'.repeat(5001) })).to.deep.equal({
      message: 'Message must be at most 5000 characters'
    });
    expect(errorsOf(contactMessageSchema, { ...valid, email: 'ravi' })).to.deep.equal({
      email: 'Please enter a valid email address (e.g., name@example.com)'
    });
  });
});

describe('photo selection', () => {
  const jpeg = { type: 'image/jpeg' };

  it('needs one to five images', () => {
    expect(checkPhotoSelection([jpeg])).to.equal(undefined);
    expect(checkPhotoSelection(Array(5).fill(jpeg))).to.equal(undefined);
    expect(checkPhotoSelection(Array(6).fill(jpeg))).to.equal(SIGNUP_MESSAGES.tooManyPhotos);
    expect(checkPhotoSelection([jpeg, jpeg], 4)).to.equal(SIGNUP_MESSAGES.tooManyPhotos);
    expect(checkPhotoSelection([])).to.equal(SIGNUP_MESSAGES.photoRequired);
    expect(checkPhotoSelection([], 2)).to.equal(undefined);
  });

  it('accepts image files only, for profile and horoscope photos', () => {
    expect(checkPhotoSelection([jpeg, { type: 'application/pdf' }])).to.equal(
      SIGNUP_MESSAGES.invalidFileType
    );
    expect(checkHoroscopePhoto({ type: 'text/plain' })).to.equal(SIGNUP_MESSAGES.invalidFileType);
    expect(checkHoroscopePhoto({ type: 'image/png' })).to.equal(undefined);
    expect(checkHoroscopePhoto(undefined)).to.equal(undefined);
  });
});
