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
export {
  Select,
  NativeSelect,
  toSelectOptions,
  type SelectProps,
  type SelectOption
} from './components/Select';
export { Card } from './components/Card';
export { Badge, type BadgeTone } from './components/Badge';
export { Spinner, SpinnerRing } from './components/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden';

// Also: @matrimony/ui/discovery, /photo-uploader, /phone-input, /copy-button, /countdown, /otp, /date-of-birth and
// /password-field: subpaths outside the shared singleton, so the landing page does not download them. A remote that
// uses one bundles its own copy (stateless components; two remotes may each carry one).

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
  type MetaTag,
  type PageLanguage,
  type SiteMetaConfig
} from './meta/page-meta';

export * from './forms/choices';
