import { EMPTY_VALUES, type WizardValues } from '../src/signup/wizard-values';

/** 21 Nov 2025, 12:00 IST: the clock of the age rule in these tests. */
export const TODAY = () => new Date('2025-11-21T06:30:00Z');

export function photo(name = 'me.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type });
}

/** A wizard filled in completely and validly; tests change one field at a time. */
export function completeValues(): WizardValues {
  return {
    ...EMPTY_VALUES,
    mobile: '9876543210',
    phoneToken: 'phone-token',
    email: 'priya@example.com',
    password: 'kolam-2025',
    confirmPassword: 'kolam-2025',
    photos: [photo('one.jpg'), photo('two.png', 'image/png')],
    fullName: 'Priya Sharma',
    dateOfBirth: '1996-04-12',
    gender: 'female',
    lookingFor: 'male',
    height: '5 ft 4 in (162 cm)',
    religion: 'Hindu',
    caste: 'Brahmin - Iyer',
    subCaste: '',
    motherTongue: 'Tamil',
    maritalStatus: 'never_married',
    state: 'Tamil Nadu',
    district: 'Chennai',
    education: 'B.Tech / B.E',
    occupation: 'Software Engineer',
    companyName: '',
    annualIncome: '₹10-20 Lakhs',
    rasi: 'Mithuna',
    star: 'Ardra',
    dosham: 'No',
    familyType: 'nuclear',
    fatherOccupation: 'Retired',
    motherOccupation: 'Homemaker',
    siblings: '1 Brother',
    aboutYourself: 'I enjoy Carnatic music and trekking.'
  };
}
