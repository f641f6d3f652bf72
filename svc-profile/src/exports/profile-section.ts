import { isoOrNull } from '@matrimony/service-kit';
import { type ProfileDoc } from '../store/profile-model';

/** The member's own profile as the export shows it, its images named by their files in the export. */
export function profileSection(profile: ProfileDoc | null, photoFiles: ReadonlyMap<string, string>) {
  return (
    profile && {
      profileId: String(profile._id),
      memberNumber: profile.memberNumber,
      profileFor: profile.profileFor ?? null,
      fullName: profile.fullName,
      mobile: profile.mobile,
      email: profile.email,
      dateOfBirth: profile.dateOfBirth,
      age: profile.age,
      gender: profile.gender,
      lookingFor: profile.lookingFor,
      height: profile.height,
      religion: profile.religion,
      caste: profile.caste,
      subCaste: profile.subCaste,
      motherTongue: profile.motherTongue,
      maritalStatus: profile.maritalStatus,
      state: profile.state,
      district: profile.district,
      education: profile.education,
      occupation: profile.occupation,
      companyName: profile.companyName,
      annualIncome: profile.annualIncome,
      rasi: profile.rasi,
      star: profile.star,
      starPada: profile.starPada,
      dosham: profile.dosham,
      familyType: profile.familyType,
      fatherOccupation: profile.fatherOccupation,
      motherOccupation: profile.motherOccupation,
      siblings: profile.siblings,
      aboutYourself: profile.aboutYourself,
      moderationStatus: profile.moderationStatus,
      moderationReason: profile.moderationReason,
      textFlags: profile.textFlags,
      hidden: profile.hidden,
      photoPrivacy: profile.photoPrivacy,
      horoscopeTradition: profile.horoscopeTradition ?? null,
      photos: profile.photos.map((photo) => ({
        id: photo.id,
        file: photoFiles.get(photo.id),
        isPrimary: photo.isPrimary,
        order: photo.orderIndex,
        uploadedAt: isoOrNull(photo.createdAt)
      })),
      horoscopeImage: profile.horoscope
        ? {
            id: profile.horoscope.id,
            file: photoFiles.get(profile.horoscope.id),
            uploadedAt: isoOrNull(profile.horoscope.createdAt)
          }
        : null,
      lastActiveAt: isoOrNull(profile.lastActiveAt),
      createdAt: isoOrNull(profile.createdAt),
      updatedAt: isoOrNull(profile.updatedAt)
    }
  );
}
