// One complete, valid set of profile answers (wizard steps 3-6) for tests and benchmarks across the
// repository; each test changes one field at a time. Kept in the catalog because its values must be
// valid catalog options and change with them.

/** The profile fields svc-profile accepts in POST /api/profiles (full name comes from identity). */
export function sampleProfileBody(): Record<string, unknown> {
  return {
    profileFor: 'myself',
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
    aboutYourself: 'I enjoy Carnatic music and trekking, and I teach maths at a school in Chennai.'
  };
}

/** The same answers with the full name, as the wizard's profileInput schema sees them. */
export function sampleProfileInput(): Record<string, unknown> {
  return { fullName: 'Priya Sharma', ...sampleProfileBody() };
}
