// A complete, valid profile body; tests change one field at a time.
import sharp from 'sharp';

/** 21 Nov 2026, 12:00 IST: the clock every profile test runs on. */
export const TODAY = new Date('2026-11-21T06:30:00Z');

export function validProfileBody(): Record<string, unknown> {
  return {
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

const base = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });

export const images = {
  jpeg: (width?: number, height?: number) => base(width, height).jpeg().toBuffer(),
  png: () => base().png().toBuffer(),
  webp: () => base().webp().toBuffer(),
  /** A JPEG carrying GPS coordinates and a camera model in its EXIF, as phone photos do. */
  jpegWithGps: () =>
    base()
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' }
      })
      .jpeg()
      .toBuffer(),
  /** A PDF that a client names photo.jpg and declares as image/jpeg. */
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
  /** Valid JPEG magic bytes followed by garbage. */
  brokenJpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(200, 7)]),
  /** Larger than the 10 MB per-file limit (content does not matter: the size check comes first). */
  oversized: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10, 1)])
};
