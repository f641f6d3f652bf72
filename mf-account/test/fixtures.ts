import { type OwnPhoto, type OwnProfile } from '../src/api/types';

/** 21 Nov 2025, 12:00 IST: the clock of the age rule in these tests. */
export const TODAY = () => new Date('2025-11-21T06:30:00Z');

export function storedPhoto(id: string, orderIndex: number): OwnPhoto {
  const urls = { thumbnail: `/api/profiles/photos/${id}/thumbnail`, card: `/api/profiles/photos/${id}/card`, full: `/api/profiles/photos/${id}/full` };
  return { id, orderIndex, isPrimary: orderIndex === 1, urls };
}

/** A stored profile as GET /api/profiles/me answers it; tests change one field at a time. */
export function storedProfile(change: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 'p1',
    userId: 'u1',
    mobile: '9876543210',
    email: 'priya@example.com',
    fullName: 'Priya Sharma',
    dateOfBirth: '1996-04-12',
    age: 29,
    gender: 'female',
    lookingFor: 'male',
    height: '5 ft 4 in (162 cm)',
    religion: 'Hindu',
    caste: 'Brahmin - Iyer',
    subCaste: 'No Information',
    motherTongue: 'Tamil',
    maritalStatus: 'never_married',
    state: 'Tamil Nadu',
    district: 'Chennai',
    education: 'B.Tech / B.E',
    occupation: 'Software Engineer',
    companyName: 'No Information',
    annualIncome: '₹10-20 Lakhs',
    rasi: 'Mithuna',
    star: 'Ardra',
    starPada: null,
    dosham: 'No',
    familyType: 'nuclear',
    fatherOccupation: 'Retired',
    motherOccupation: 'Homemaker',
    siblings: '1 Brother',
    aboutYourself: 'I enjoy Carnatic music and trekking.',
    moderationStatus: 'pending',
    moderationReason: null,
    hidden: false,
    photos: [storedPhoto('a', 1), storedPhoto('b', 2), storedPhoto('c', 3)],
    horoscope: null,
    ...change
  };
}
