// What the hide-profile toggle offers (hiding is premium; showing again is for everyone: docs/product-rules.md#hidden-profile).
export type VisibilityView = { state: string; action: string; canToggle: boolean; reason?: string };

export function visibilityView(hidden: boolean, isPremium: boolean): VisibilityView {
  if (hidden) {
    return {
      state: 'Your profile is hidden from explore, search and recommendations.',
      action: 'Show my profile again',
      canToggle: true
    };
  }
  const state = 'Your profile is visible to other members once approved.';
  if (isPremium) return { state, action: 'Hide my profile', canToggle: true };
  return {
    state,
    action: 'Hide my profile',
    canToggle: false,
    reason: 'Hiding your profile is available to Premium members.'
  };
}
