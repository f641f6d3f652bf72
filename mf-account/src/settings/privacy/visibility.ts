// What the hide-profile toggle offers (hiding is premium; showing again is for everyone: docs/product-rules.md#hidden-profile).
import { settingsText } from '../messages';

export type VisibilityView = { state: string; action: string; canToggle: boolean; reason?: string };

export function visibilityView(hidden: boolean, isPremium: boolean): VisibilityView {
  if (hidden) {
    return {
      state: settingsText('settings.visibility.stateHidden'),
      action: settingsText('settings.visibility.show'),
      canToggle: true
    };
  }
  const state = settingsText('settings.visibility.stateVisible');
  if (isPremium) return { state, action: settingsText('settings.visibility.hide'), canToggle: true };
  return {
    state,
    action: settingsText('settings.visibility.hide'),
    canToggle: false,
    reason: settingsText('settings.visibility.premiumOnly')
  };
}
