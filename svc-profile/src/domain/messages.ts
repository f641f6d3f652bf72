// Messages of this service the spec does not word, in the catalog's { title, description } style.
// The spec's own messages (too many photos, invalid file type, ...) come from @matrimony/catalog.
import { type UserMessage } from '@matrimony/catalog';
import { MAX_SELFIE_BYTES, MIN_SELFIE_SIDE_PX, PHOTO_CHECK_MESSAGES } from '@matrimony/catalog/photo-check';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './upload-limits';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const PROFILE_MESSAGES = {
  profileExists: {
    title: 'Profile Already Exists',
    description: 'You already have a profile. Edit it instead.'
  },
  profileMissing: {
    title: 'No Profile Yet',
    description: 'Please complete your registration to create your profile.'
  },
  identityUnknown: {
    title: 'Account Not Ready',
    description: 'We could not read your name and e-mail from your account. Please sign in again and retry.'
  },
  photoTooLarge: {
    title: 'Photo too large',
    description: `Each photo must be at most ${mb(MAX_IMAGE_BYTES)}`
  },
  uploadTooLarge: {
    title: 'Upload too large',
    description: `Photos sent at once must be at most ${mb(MAX_UPLOAD_REQUEST_BYTES)} in total`
  },
  unreadableImage: {
    title: 'Invalid file type',
    description: 'We could not read this image. Please upload a JPEG, PNG or WebP photo.'
  },
  malformedUpload: {
    title: 'Upload Failed',
    description: 'The upload was not in the expected form. Please choose your photos again.'
  },
  oneHoroscope: { title: 'Too many files', description: 'You can upload only one horoscope photo' },
  horoscopeNotFound: { title: 'No Horoscope Photo', description: 'There is no horoscope photo to remove.' },
  horoscopeMissing: {
    title: 'No Horoscope Photo',
    description: 'Please choose a horoscope image to upload.'
  },
  photoNotFound: {
    title: 'Photo Not Found',
    description: 'This photo does not exist or is not visible to you.'
  },
  orderMismatch: {
    title: 'Invalid Photo Order',
    description: 'Please list each of your photos exactly once.'
  },
  hideIsPremium: {
    title: 'Premium Feature',
    description: 'Hiding your profile is available to Premium members.'
  },
  gunaFilterIsPremium: {
    title: 'Premium Feature',
    description: 'Filtering by Guna score is available to Premium members.'
  },
  gunaFilterNeedsHoroscope: {
    title: 'Add Your Horoscope',
    description: 'To filter by Guna score, add your rasi and star in Edit Profile.'
  },
  rajjuFilterIsPremium: {
    title: 'Premium Feature',
    description: 'Filtering by Rajju is available to Premium members.'
  },
  rajjuFilterNeedsHoroscope: {
    title: 'Add Your Horoscope',
    description: 'To find members whose Rajju suits yours, add your rasi and star in Edit Profile.'
  },
  tooManyUploads: {
    title: 'Too Many Uploads',
    description: 'You have uploaded many images in a short time. Please try again later.'
  },
  changedMeanwhile: {
    title: 'Please Try Again',
    description: 'Your photos were changed at the same time from elsewhere. Please try again.'
  }
} as const satisfies Record<string, UserMessage>;

/** The photo check's refusals (docs/product-rules.md#verification). */
export const PHOTO_CHECK_PROBLEMS = {
  needsPhoto: PHOTO_CHECK_MESSAGES.needsPhoto,
  alreadyVerified: {
    title: 'Photo Already Verified',
    description: 'Your photos are verified. A new check is needed only if you change your main photo.'
  },
  selfieMissing: { title: 'No Selfie', description: 'Please take a selfie with your camera and send it.' },
  selfieTooLarge: {
    title: 'Selfie Too Large',
    description: `The selfie must be at most ${mb(MAX_SELFIE_BYTES)}. Please take it again.`
  },
  selfieTooSmall: {
    title: 'Selfie Too Small',
    description: `The selfie must be at least ${MIN_SELFIE_SIDE_PX} pixels on its shorter side. Please take it again with your camera.`
  },
  selfieNotAnImage: {
    title: 'Selfie Unreadable',
    description: 'We could not read this selfie. Please take it again with your camera.'
  },
  challengeUnknown: {
    title: 'Pose Not Found',
    description: 'This pose was not drawn for you. Please start the photo check again.'
  },
  challengeExpired: {
    title: 'Pose Expired',
    description: 'The pose was drawn more than 15 minutes ago. Please start again for a new pose.'
  },
  challengeUsed: {
    title: 'Pose Already Used',
    description: 'A selfie was already sent for this pose. Please start again for a new pose.'
  },
  checkNotFound: { title: 'Check Not Found', description: 'There is no photo check with this id.' },
  selfieGone: {
    title: 'Selfie Deleted',
    description: 'The selfie was deleted because the check was decided or expired.'
  },
  alreadyDecided: {
    title: 'Already Decided',
    description: 'This check was decided by another administrator, expired or was replaced by a newer selfie.'
  }
} as const satisfies Record<string, UserMessage>;
