// A complete, valid profile input; tests change one field at a time.
export const TODAY = new Date('2025-11-21T06:30:00Z'); // 21 Nov 2025, 12:00 IST

export function validProfile(): Record<string, unknown> {
  return {
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
