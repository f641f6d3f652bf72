// The member area's discovery components (explore, filters, profile page, preferences), only mf-account's.
// A subpath outside the shared `@matrimony/ui` singleton: shared modules are not tree-shaken, so in the index they
// were loaded by every page, the landing page too.
export { Drawer, type DrawerProps } from './components/Drawer';
export { FilterChips, type FilterChip, type FilterChipsProps } from './components/FilterChips';
export { Lightbox, type LightboxPhoto, type LightboxProps } from './components/Lightbox';
export { MultiSelect, type MultiSelectProps } from './components/MultiSelect';
export { ProfileCard, type ProfileCardProps } from './components/ProfileCard';
export { RangeSelect, type RangeSelectProps } from './components/RangeSelect';
export {
  VerificationBadges,
  type HeldBadges,
  type VerificationBadgesProps,
  type VerificationBadgesText
} from './components/VerificationBadges';
