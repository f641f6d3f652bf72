// The ONLY way a profile leaves this service towards another member (docs/product-rules.md#who-sees-what).
// Never the mobile, the e-mail, the company name or the date of birth: those are not even read here.
import {
  MARITAL_STATUS_LABELS,
  type MaritalStatus,
  PREFER_NOT_TO_SAY,
  profileCreatorOf,
  publicName
} from '@matrimony/catalog';
import { type ResponseOf } from '@matrimony/contracts';
import { type discoveryRoutes } from '@matrimony/contracts/http/profile/discovery';
import { dayInIndia } from '../../domain/india-day';
import { photosKeptFrom } from '../../domain/media-access';
import { photoPath, primaryFirst } from '../../domain/photo-order';
import { badgesOf } from '../../domain/verification-badges';
import { preferenceNearMiss, preferenceWanted } from '../../domain/matching/describe-preference';
import { type MatchFacts, type OneWayFit } from '../../domain/matching/match-score';
import { type ExplainedMatch } from '../../discovery/score-cards';
import { matchFactsOf } from '../../discovery/viewer';
import { type Tie } from '../../connections/ties';
import { type ProfileDoc } from '../../store/profile-model';

type PublicProfile = ResponseOf<typeof discoveryRoutes.getProfile>['profile'];
type ProfileCard = ResponseOf<typeof discoveryRoutes.search>['items'][number];

/** What the viewer's relation to the owner allows: a match or contact shows the full name, a connection the photos kept for connections. */
export interface ViewContext {
  match: ExplainedMatch;
  ownerIsPremium: boolean;
  tie: Pick<Tie, 'showFullName' | 'photoConnection' | 'interestSent' | 'shortlisted'>;
  /** Premium viewers see rasi, star and dosham. */
  viewerIsPremium: boolean;
}

/** The owner looking at their own profile. */
export const OWN_TIE: ViewContext['tie'] = {
  showFullName: true,
  photoConnection: true,
  interestSent: false,
  shortlisted: false
};

const photoUrl = photoPath;

function visiblePhotos(doc: ProfileDoc) {
  return primaryFirst(doc.photos);
}

/** Photo privacy "connections": members the owner did not send an interest to or match with see a placeholder. */
const photosHiddenFrom = (doc: ProfileDoc, context: ViewContext) =>
  photosKeptFrom(doc.photoPrivacy, context.tie.photoConnection);

export function cardView(doc: ProfileDoc, context: ViewContext): ProfileCard {
  const hidden = photosHiddenFrom(doc, context);
  const primary = hidden ? undefined : visiblePhotos(doc)[0];
  return {
    id: String(doc._id),
    memberNumber: doc.memberNumber ?? '',
    displayName: publicName(doc.fullName, context.tie.showFullName),
    age: doc.age,
    height: doc.height,
    religion: doc.religion,
    caste: doc.caste === PREFER_NOT_TO_SAY ? null : doc.caste,
    district: doc.district,
    state: doc.state,
    education: doc.education,
    occupation: doc.occupation,
    photoUrl: primary ? photoUrl(primary.id, 'card') : null,
    photoHidden: hidden && doc.photos.length > 0,
    match: {
      score: context.match.score,
      youMeetTheirs: { met: context.match.viewerFitsThem.met, total: context.match.viewerFitsThem.total },
      theyMeetYours: { met: context.match.theyFitViewer.met, total: context.match.theyFitViewer.total },
      otherGender: doc.gender === 'male' ? 'male' : 'female',
      poruthams: context.match.poruthams
    },
    badges: { ...badgesOf(doc), premium: context.ownerIsPremium },
    lastActiveDay: doc.lastActiveAt ? dayInIndia(doc.lastActiveAt) : null,
    marks: { interestSent: context.tie.interestSent, shortlisted: context.tie.shortlisted }
  };
}

type Prefs = Parameters<typeof preferenceWanted>[0];

/** Each counted item of one side's preferences: what it asks and how the other side (`facts`) meets it. */
function fits(
  fit: OneWayFit,
  owner: { prefs: Prefs; facts: MatchFacts },
  facts: MatchFacts,
  horoscopePair: number
) {
  return fit.items.map((entry) => ({
    item: entry.item,
    wanted: preferenceWanted(owner.prefs, entry.item, owner.facts.horoscopeTradition),
    met: entry.met,
    must: entry.must,
    guessed: entry.guessed,
    nearMiss: preferenceNearMiss(owner.prefs, entry, facts, horoscopePair)
  }));
}

export function publicProfileView(
  doc: ProfileDoc,
  context: ViewContext & { ownerPrefs: Prefs; viewerPrefs: Prefs; viewerFacts: MatchFacts }
): PublicProfile {
  const owner = { prefs: context.ownerPrefs, facts: matchFactsOf(doc) };
  const viewer = { prefs: context.viewerPrefs, facts: context.viewerFacts };
  const { horoscopePair } = context.match;
  return {
    ...cardView(doc, context),
    gender: doc.gender,
    createdBy: profileCreatorOf(doc.profileFor),
    motherTongue: doc.motherTongue,
    maritalStatus: MARITAL_STATUS_LABELS[doc.maritalStatus as MaritalStatus] ?? doc.maritalStatus,
    subCaste: doc.subCaste && doc.caste !== PREFER_NOT_TO_SAY ? doc.subCaste : null,
    annualIncome: doc.annualIncome,
    horoscope: context.viewerIsPremium
      ? {
          rasi: doc.rasi,
          star: doc.star,
          dosham: doc.dosham,
          // Whether it was computed, never the birth time or place themselves.
          computed: Boolean(doc.birthTime && doc.birthPlace)
        }
      : null,
    family: {
      familyType: doc.familyType,
      fatherOccupation: doc.fatherOccupation,
      motherOccupation: doc.motherOccupation,
      siblings: doc.siblings
    },
    about: doc.aboutYourself,
    photos: (photosHiddenFrom(doc, context) ? [] : visiblePhotos(doc)).map((photo) => ({
      id: photo.id,
      cardUrl: photoUrl(photo.id, 'card'),
      fullUrl: photoUrl(photo.id, 'full'),
      thumbnailUrl: photoUrl(photo.id, 'thumbnail')
    })),
    lookingFor: fits(context.match.viewerFitsThem, owner, viewer.facts, horoscopePair),
    fitsYou: fits(context.match.theyFitViewer, viewer, owner.facts, horoscopePair),
    revealedReason: context.match.revealedReason,
    memberSince: doc.createdAt.toISOString()
  };
}
