export { theme, media, focusRing, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { fontFaceRule, interLatinFont } from './fonts/font-faces';
export { site } from './site';

export {
  Button,
  buttonStyles,
  type ButtonStyleProps,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize
} from './components/Button';
export { Field, Label, RequiredMark, fieldIds, describedBy } from './components/Field';
export { TextField, TextArea, Input, type TextFieldProps, type TextAreaProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  Select,
  NativeSelect,
  toSelectOptions,
  type SelectProps,
  type SelectOption
} from './components/Select';
export { DateOfBirth, type DateOfBirthProps } from './components/DateOfBirth';
export { RadioGroup, type RadioGroupProps } from './components/RadioGroup';
export { OtpInput, type OtpInputProps } from './components/OtpInput';
export { ProgressBar, progressPercent, type ProgressBarProps } from './components/ProgressBar';
export { Card } from './components/Card';
export { Badge, type BadgeTone } from './components/Badge';
export { Dialog, type DialogProps } from './components/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { SkeletonBlock, CardSkeleton, ProfileSkeleton, MatchesGridSkeleton } from './components/Skeletons';
export { Spinner, SpinnerRing } from './components/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden';

// Also: @matrimony/ui/discovery, /photo-uploader, /phone-input, /copy-button and /countdown (subpaths outside the
// shared singleton, for the one remote that uses each).

export { Toaster, useToasts } from './toast/Toaster';
export {
  toast,
  toastStore,
  createToastStore,
  type Toast,
  type ToastOptions,
  type ToastVariant,
  type ToastStore
} from './toast/toast-store';

export { PageMeta, SiteMetaProvider, usePageMeta, useSiteMeta, applyPageMeta } from './meta/PageMeta';
export {
  buildPageMeta,
  normalizePath,
  fullTitle,
  robotsContent,
  type PageMetaInput,
  type Robots,
  type MetaTag
} from './meta/page-meta';

export * from './forms/date-of-birth';
export * from './forms/otp';
export * from './forms/photo-selection';
export * from './forms/choices';
