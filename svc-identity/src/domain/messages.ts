// Messages of this service the spec does not word, in the catalog's { title, description } style: what a member
// reads when an ID check fails, and what an administrator reads about the document queue. None says anything about
// another account.
import { VERIFICATION_IMAGE_KEEP_DAYS, MAX_ID_DOCUMENT_BYTES, type UserMessage } from '@matrimony/catalog';
import { VERIFICATION_PAGE_MESSAGES } from '@matrimony/catalog/messages';
import { OFFLINE_EKYC_FRESH_DAYS } from './aadhaar-offline';
import { MIN_DOCUMENT_SIDE_PX } from './id-document-image';
import { MAX_AADHAAR_FILE_BYTES } from './verification-limits';

export const ID_VERIFICATION_MESSAGES = {
  // The page asks for the file in the same words before sending.
  fileMissing: VERIFICATION_PAGE_MESSAGES.fileNeeded,
  fileTooLarge: {
    title: 'File Too Large',
    description: `This file is larger than ${Math.round(MAX_AADHAAR_FILE_BYTES / 1024)} KB, which an Aadhaar offline e-KYC ZIP never is. Please choose the ZIP you downloaded from the UIDAI website.`
  },
  malformedUpload: {
    title: 'Upload Failed',
    description: 'The upload could not be read. Please choose the ZIP file again.'
  },
  fileUnreadable: {
    title: 'Not an Aadhaar File',
    description:
      'This is not an Aadhaar offline e-KYC ZIP. Please download it again from the UIDAI website (Aadhaar Paperless Offline e-KYC) and upload the ZIP as it is.'
  },
  wrongShareCode: {
    title: 'Wrong Share Code',
    description:
      'The share code does not open this file. Please type the share code you chose when you downloaded it.'
  },
  signatureInvalid: {
    title: 'File Not Genuine',
    description:
      'This file is not signed by UIDAI, or it was changed after it was downloaded. Please download a fresh file from the UIDAI website.'
  },
  mobileMismatch: {
    title: 'Mobile Number Does Not Match',
    description:
      'The mobile number linked to this Aadhaar is not the one you registered with us. You can verify with another ID document instead.'
  },
  nameMismatch: {
    title: 'Name Does Not Match',
    description:
      'The name on your Aadhaar is not the name on your profile. Please correct your profile’s name to match, or verify with another ID document.'
  },
  dobMismatch: {
    title: 'Date of Birth Does Not Match',
    description:
      'The date of birth on your Aadhaar is not the one on your profile. Please correct your profile to match, or verify with another ID document.'
  },
  genderMismatch: {
    title: 'Gender Does Not Match',
    description:
      'The gender on your Aadhaar is not the one on your profile. You can verify with another ID document.'
  },
  fileStale: {
    title: 'File Too Old',
    description: `This file was downloaded more than ${OFFLINE_EKYC_FRESH_DAYS} days ago. Please download a fresh one from the UIDAI website; it takes a minute.`
  },
  alreadyUsed: {
    title: 'Aadhaar Already Used',
    description:
      'This Aadhaar has already verified another account. One person can verify one account. If this is wrong, please write to us from the help page.'
  },
  alreadyVerified: {
    title: 'Already Verified',
    description: 'Your ID is already verified.'
  },
  profileMissing: {
    title: 'No Profile Yet',
    description:
      'Please complete your profile first: your Aadhaar is compared with its name, date of birth and gender.'
  },
  profileUnavailable: {
    title: 'Please Try Again',
    description: 'We could not compare your file with your profile just now. Please try again in a minute.'
  },
  tooManyAttempts: {
    title: 'Too Many Attempts',
    description: 'You have tried to verify too many times. Please try again in an hour.'
  }
} as const satisfies Record<string, UserMessage>;

/** The photo of an ID document (POST /verification/documents) and the administrators' queue. */
export const ID_DOCUMENT_MESSAGES = {
  imageMissing: VERIFICATION_PAGE_MESSAGES.documentImageNeeded,
  imageTooLarge: VERIFICATION_PAGE_MESSAGES.documentImageTooLarge,
  malformedUpload: {
    title: 'Upload Failed',
    description: 'The upload could not be read. Please choose the photo again.'
  },
  notAnImage: {
    title: 'Not a Photo',
    description: `This file is not a JPEG, PNG or WebP photo. Please take a photo of your document, or choose one saved as JPEG, PNG or WebP (up to ${MAX_ID_DOCUMENT_BYTES / (1024 * 1024)} MB).`
  },
  imageTooSmall: {
    title: 'Photo Too Small',
    description: `This photo is too small to read (under ${MIN_DOCUMENT_SIDE_PX} pixels on a side) or too large to show. Please take a clear photo of the whole document.`
  },
  alreadyPending: {
    title: 'Already Waiting',
    description:
      'A moderator has not yet looked at the document you sent. You can send another once they decide.'
  },
  alreadyVerified: ID_VERIFICATION_MESSAGES.alreadyVerified,
  profileMissing: {
    title: 'No Profile Yet',
    description:
      'Please complete your profile first: your document is compared with its name, date of birth, gender and photos.'
  },
  profileUnavailable: ID_VERIFICATION_MESSAGES.profileUnavailable,
  tooManyAttempts: ID_VERIFICATION_MESSAGES.tooManyAttempts,
  notFound: { title: 'Document Not Found', description: 'There is no such document submission.' },
  imageGone: {
    title: 'Image Deleted',
    description: 'This document has been decided or has expired, and its image was deleted.'
  },
  alreadyDecided: {
    title: 'Already Decided',
    description: `Another administrator has decided on this document, or it expired after ${VERIFICATION_IMAGE_KEEP_DAYS} days. Its image is deleted.`
  }
} as const satisfies Record<string, UserMessage>;
