import { PROFILE_FOR, genderOfProfileFor, type ProfileFor } from '@matrimony/catalog';

/** The gender after "This profile is for" changes: the one a son, daughter, brother or sister implies, else unchanged. */
export function genderAfterProfileFor(choice: string, gender: string): string {
  const known = (PROFILE_FOR as readonly string[]).includes(choice);
  return (known && genderOfProfileFor(choice as ProfileFor)) || gender;
}
