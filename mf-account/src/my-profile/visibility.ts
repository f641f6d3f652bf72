// What the hide-profile toggle offers (decisions: hiding is premium; showing again is for everyone).
export type VisibilityView = { state: string; canToggle: boolean; reason?: string };

export function visibilityView(hidden: boolean, isPremium: boolean): VisibilityView {
  if (hidden) {
    return { state: 'Your profile is hidden from explore, search and recommendations.', canToggle: true };
  }
  const state = 'Your profile is visible to other members once approved.';
  if (isPremium) return { state, canToggle: true };
  return { state, canToggle: false, reason: 'Hiding your profile is available to Premium members.' };
}
