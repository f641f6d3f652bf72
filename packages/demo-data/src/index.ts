export { generateMembers, type DemoMember } from './generate';
export { demoBadges, READY_BADGES, type StoredBadges } from './badges';
export { demoPreferences } from './preferences';
export { portraitSvg, portraitTraits, type PortraitTraits } from './portrait';
export { seededRandom } from './random';
export { seedDemoMembers } from './seed-members';
export { ageOn, readyMemberLooks, type ReadyMemberProfile } from './ready-profiles';
export { selfieFromPortrait } from './selfie-docs';
