// The photo check: a live selfie in a pose drawn at random, which a moderator compares with the profile photos
// (docs/product-rules.md#verification). A pose nobody could have photographed in advance shows the selfie is live.
import { type UserMessage } from '../messages';
import { MODERATION_TARGET_HOURS, VERIFICATION_IMAGE_KEEP_DAYS } from '../constants';

// The console's target and the images' keeping rule, for those who import this entry alone.
export { MODERATION_TARGET_HOURS, VERIFICATION_IMAGE_KEEP_DAYS };

/** The poses a member may be asked for; `instruction` is also the illustration's text alternative. */
export const SELFIE_POSES = [
  { id: 'right-hand-open', instruction: 'Raise your right hand, palm open, beside your face' },
  { id: 'thumb-up-chin', instruction: 'Hold a thumb up below your chin' },
  { id: 'touch-left-ear', instruction: 'Touch your left ear' },
  { id: 'two-fingers-cheek', instruction: 'Raise two fingers beside your cheek' },
  { id: 'head-turned-left', instruction: 'Turn your head a little to your left' },
  { id: 'hand-on-head', instruction: 'Put your hand flat on top of your head' },
  { id: 'finger-on-nose', instruction: 'Touch the tip of your nose with one finger' }
] as const;
export type SelfiePose = (typeof SELFIE_POSES)[number]['id'];
export const SELFIE_POSE_IDS = SELFIE_POSES.map((pose) => pose.id) as [SelfiePose, ...SelfiePose[]];

export function selfiePoseInstruction(pose: SelfiePose): string {
  return SELFIE_POSES.find((each) => each.id === pose)!.instruction;
}

/** Why a moderator refuses a selfie: `label` for the moderator, `text` for the member. */
export const PHOTO_CHECK_REJECT_REASONS = [
  {
    id: 'face-not-visible',
    label: 'Face not clearly visible',
    text: 'Your face was not clearly visible. Please take the selfie in good light, facing the camera.'
  },
  {
    id: 'not-same-person',
    label: 'Not the person in the profile photos',
    text: 'The selfie does not look like the person in your profile photos. Please make sure your profile photos show you.'
  },
  {
    id: 'pose-not-followed',
    label: 'Pose not as asked',
    text: 'The selfie does not show the pose we asked for. Please take a new selfie following the picture.'
  },
  {
    id: 'photo-of-photo',
    label: 'Looks like a photo of a screen or print',
    text: 'The selfie looks like a photo of a screen or a print. Please take it live with your camera.'
  }
] as const;
export type PhotoCheckRejectReason = (typeof PHOTO_CHECK_REJECT_REASONS)[number]['id'];
export const PHOTO_CHECK_REJECT_REASON_IDS = PHOTO_CHECK_REJECT_REASONS.map((reason) => reason.id) as [
  PhotoCheckRejectReason,
  ...PhotoCheckRejectReason[]
];

export function photoCheckRejectText(reason: PhotoCheckRejectReason): string {
  return PHOTO_CHECK_REJECT_REASONS.find((each) => each.id === reason)!.text;
}

/** Largest accepted selfie file. */
export const MAX_SELFIE_BYTES = 8 * 1024 * 1024;
/** The selfie's shorter side must have at least this many pixels for a moderator to compare a face. */
export const MIN_SELFIE_SIDE_PX = 320;
/** A drawn pose is valid this long, for one selfie. */
export const SELFIE_CHALLENGE_MINUTES = 15;

/** What the member reads on the selfie page and the Verification row. */
export const PHOTO_CHECK_MESSAGES = {
  cameraRefused: {
    title: 'Allow camera access',
    description:
      'Allow camera access for this site in your browser settings, then try again. The selfie must be taken live: photos from your gallery are not accepted.'
  },
  cameraMissing: {
    title: 'No camera found',
    description:
      'We could not find a camera on this device. Please open this page on a phone or computer with a camera.'
  },
  cameraFailed: {
    title: 'Camera not available',
    description: 'Your camera could not be started. Close other apps that use it and try again.'
  },
  needsPhoto: {
    title: 'Add a photo first',
    description:
      'A moderator compares your selfie with your profile photos. Please add a photo of yourself first.'
  },
  sent: {
    title: 'Selfie sent',
    description: `A moderator will compare it with your profile photos within ${MODERATION_TARGET_HOURS} hours. Your selfie is deleted after the check.`
  },
  suspended: {
    title: 'Photo check needed again',
    description:
      'You changed your main photo, so your Photo verified badge is paused until you take a new selfie.'
  },
  expired: {
    title: 'Check expired',
    description: `Your selfie was not checked within ${VERIFICATION_IMAGE_KEEP_DAYS} days and has been deleted. Please take a new one.`
  }
} as const satisfies Record<string, UserMessage>;
