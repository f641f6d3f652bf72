import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Card, PageMeta, toast } from '@matrimony/ui';
import { ProgressBar } from '@matrimony/ui/progress-bar';
import {
  REDIRECT_AFTER_REGISTRATION_MS,
  SUCCESS_NOTICE_DURATION_MS,
  WIZARD_STEPS
} from '@matrimony/catalog/constants';
import { SIGNIN_MESSAGES, SIGNUP_MESSAGES } from '@matrimony/catalog/messages';
import { hasQuickSearch } from '@matrimony/catalog/quick-search-options';
import { FieldIdPrefix } from '@matrimony/profile-form';
import { SIGNED_IN_HOME, useSession } from '@matrimony/session';
import { useSignupT } from '../shared/messages';
import { trackEvent } from '../shared/analytics';
import { createIdentityApi } from '../api/identity';
import { createProfileApi } from '../api/profile';
import { checkAccountFree } from './account-check';
import { focusControl, tabStorage } from './browser-storage';
import { FIELD_ID_PREFIX, idFor } from './field-ids';
import {
  checkStepLater,
  firstInvalidStepLater,
  lazyStepResolver,
  preloadValidation
} from './lazy-validation';
import { presetFromSeed, seedAtStart } from './quick-search-seed';
import { useSeedSummary } from './seed-summary';
import { nextStep, previousStep, STEP_FIELDS } from './step-order';
import { MobileStep } from './steps/MobileStep';
import { Banner, Fields, Nav, Page, SeedNote, TopLinks } from './styles';
import { UploadProgress } from './UploadProgress';
import { clearWizard, loadWizard, saveWizard } from './wizard-storage';
import { EMPTY_VALUES, type WizardValues } from './wizard-values';

// Step 1 comes with the page; each later step (and its option lists, the district data with
// step 5) is fetched when the visitor reaches it.
const AccountStep = lazy(() =>
  import('./steps/AccountStep').then((module) => ({ default: module.AccountStep }))
);
const BasicStep = lazy(() => import('./steps/BasicStep').then((module) => ({ default: module.BasicStep })));
const ReligiousStep = lazy(() =>
  import('./steps/ReligiousStep').then((module) => ({ default: module.ReligiousStep }))
);
const ProfessionalStep = lazy(() =>
  import('./steps/ProfessionalStep').then((module) => ({ default: module.ProfessionalStep }))
);
const FamilyStep = lazy(() =>
  import('./steps/FamilyStep').then((module) => ({ default: module.FamilyStep }))
);

/** /signup: the six-step registration wizard. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const t = useSignupT();
  // Told after registration when photos or the horoscope could not be saved (the spec tolerates it).
  const photosNotSaved = {
    title: t('signup.photosNotSaved.title'),
    description: t('signup.photosNotSaved.description')
  };
  const { status, startWithTokens } = useSession();
  const identity = useMemo(() => createIdentityApi(), []);
  const profiles = useMemo(() => createProfileApi(), []);
  const [restored] = useState(() => loadWizard(tabStorage()));
  const { search } = useLocation();
  // Read once: the link's quick search (or the one saved with the wizard) stays until registration.
  const [seed] = useState(() => seedAtStart(search, restored?.seed));
  const [step, setStep] = useState(restored?.step ?? 1);
  const stepRef = useRef(step);
  stepRef.current = step;
  const [submitting, setSubmitting] = useState(false);
  /** From a tap on Next until the step is checked (its rules, then step 2's account check) and left. */
  const [checkingStep, setCheckingStep] = useState(false);
  /** Step 1 explains, with links to sign in and reset the password, that the number has an account. */
  const [mobileRegistered, setMobileRegistered] = useState(false);
  const [progress, setProgress] = useState<number[]>([]);
  const finished = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm<WizardValues>({
    defaultValues: presetFromSeed(restored?.values ?? EMPTY_VALUES, seed),
    resolver: lazyStepResolver(() => stepRef.current),
    shouldFocusError: false
  });

  // Every change is kept for this tab (never the password or files; see wizard-storage).
  useEffect(() => {
    const subscription = form.watch(() => {
      if (!finished.current) saveWizard(tabStorage(), stepRef.current, form.getValues(), seed);
    });
    return () => subscription.unsubscribe();
  }, [form, seed]);
  useEffect(() => {
    if (!finished.current) saveWizard(tabStorage(), step, form.getValues(), seed);
  }, [form, step, seed]);
  // Step 1 checks nothing through the step rules, so step 2's first Next would wait for their download.
  useEffect(() => {
    if (step >= 2) preloadValidation();
  }, [step]);

  const goTo = (target: number) => {
    stepRef.current = target;
    form.clearErrors();
    setStep(target);
  };

  const onInvalid = async (errors: FieldErrors<WizardValues>) => {
    const check = await checkStepLater(stepRef.current, form.getValues());
    if (!check.ok) toast({ ...check.message, variant: 'destructive' });
    const first = STEP_FIELDS[stepRef.current]!.find((field) => errors[field]);
    if (first) focusControl(first === 'dateOfBirth' ? `${idFor(first)}-year` : idFor(first));
  };

  const backToStep1 = (registered: boolean) => {
    form.setValue('phoneToken', '');
    setMobileRegistered(registered);
    goTo(1);
  };

  // Leaving step 2: a taken e-mail is said under the field now, not found at the final submit.
  const leaveAccountStep = async (values: WizardValues) => {
    const check = await checkAccountFree(identity, values.phoneToken, values.email);
    if (check.ok) return goTo(3);
    toast({ ...check.message, variant: 'destructive' });
    if (check.step === 1) return backToStep1(check.mobileRegistered);
    form.setError('email', { type: 'server', message: check.emailError });
    focusControl(idFor('email'));
  };

  const complete = async (values: WizardValues) => {
    const incomplete = await firstInvalidStepLater(values);
    if (incomplete !== undefined) {
      goTo(incomplete);
      void form.trigger();
      const check = await checkStepLater(incomplete, values);
      if (!check.ok) toast({ ...check.message, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    setProgress(values.photos.map(() => 0));
    const { registerMember, RegistrationError } = await import('./registration');
    try {
      const outcome = await registerMember(values, {
        identity,
        profiles,
        startSession: (tokens) => startWithTokens(tokens, 'signUp'),
        onPhotoProgress: (index, fraction) =>
          setProgress((current) => current.map((value, i) => (i === index ? fraction : value))),
        track: trackEvent,
        statedPreferences: hasQuickSearch(seed) ? seed : undefined
      });
      finished.current = true;
      clearWizard(tabStorage());
      toast({
        ...SIGNUP_MESSAGES.registrationSucceeded,
        variant: 'success',
        durationMs: SUCCESS_NOTICE_DURATION_MS
      });
      if (outcome.photosFailed > 0 || outcome.horoscopeFailed) toast({ ...photosNotSaved, durationMs: 0 });
      redirectTimer.current = window.setTimeout(
        () => navigate(SIGNED_IN_HOME),
        REDIRECT_AFTER_REGISTRATION_MS
      );
    } catch (error) {
      const failure =
        error instanceof RegistrationError
          ? error
          : new RegistrationError(SIGNUP_MESSAGES.registrationFailed);
      toast({ ...failure.userMessage, variant: 'destructive' });
      if (failure.step === 1) backToStep1(failure.code === 'mobile_already_exists');
      else if (failure.step) goTo(failure.step);
      setSubmitting(false);
      setProgress([]);
    }
  };

  const verified = Boolean(form.watch('phoneToken'));
  const passwordTyped = Boolean(form.watch('password'));
  const seedSummary = useSeedSummary(seed);

  // A member who is already signed in has nothing to register (but not while this page signs them in).
  if (status === 'signedIn' && !submitting) return <Navigate to={SIGNED_IN_HOME} replace />;

  const onValidStep = (values: WizardValues) =>
    step === 2 ? leaveAccountStep(values) : goTo(nextStep(step));
  const onSubmit = form.handleSubmit(step < WIZARD_STEPS ? onValidStep : complete, onInvalid);
  // Next is busy until the step is checked, so a tap that waits for the checks is seen (and not sent twice);
  // checks that could not be loaded say so, and the next tap loads them again.
  const submitStep = async (event: FormEvent<HTMLFormElement>) => {
    if (step < WIZARD_STEPS) setCheckingStep(true);
    try {
      await onSubmit(event);
    } catch (_error) {
      toast({ ...SIGNIN_MESSAGES.unexpectedError, variant: 'destructive' });
    } finally {
      setCheckingStep(false);
    }
  };
  const stepContent: Record<number, ReactNode> = {
    1: (
      <MobileStep
        identity={identity}
        registered={mobileRegistered}
        onVerified={() => {
          setMobileRegistered(false);
          goTo(2);
        }}
      />
    ),
    2: <AccountStep restored={Boolean(restored) && !passwordTyped} />,
    3: <BasicStep photosLost={Boolean(restored)} />,
    4: <ReligiousStep />,
    5: <ProfessionalStep />,
    6: <FamilyStep />
  };

  return (
    <Page>
      <PageMeta title={t('signup.meta.title')} description={t('signup.meta.description')} path="/signup" />
      <TopLinks>
        <Link to="/">{t('signup.backToHome')}</Link>
        <span>
          {t('signup.haveAccount')} <Link to="/signin">{t('signup.signIn')}</Link>
        </span>
      </TopLinks>
      <h1>{t('signup.title')}</h1>
      <Banner>{t('signup.banner')}</Banner>
      <Card>
        <ProgressBar
          value={step}
          max={WIZARD_STEPS}
          label={t('signup.progress', { step, total: WIZARD_STEPS })}
        />
        <FormProvider {...form}>
          <FieldIdPrefix.Provider value={FIELD_ID_PREFIX}>
            <form onSubmit={(event) => void submitStep(event)} noValidate aria-label={t('signup.form')}>
              <Fields>
                {step === 1 && seedSummary ? <SeedNote>{seedSummary}</SeedNote> : null}
                <Suspense fallback={<p role="status">{t('signup.loading')}</p>}>{stepContent[step]}</Suspense>
              </Fields>
              {submitting ? <UploadProgress progress={progress} /> : null}
              <Nav data-toast-avoid="">
                {step > 1 ? (
                  <Button
                    variant="secondary"
                    onClick={() => goTo(previousStep(step))}
                    disabled={submitting || checkingStep}
                  >
                    {t('signup.previous')}
                  </Button>
                ) : null}
                {step < WIZARD_STEPS ? (
                  <Button
                    type="submit"
                    disabled={step === 1 && !verified}
                    busy={checkingStep}
                    busyLabel={t('signup.checking')}
                  >
                    {t('signup.next')}
                  </Button>
                ) : (
                  <Button type="submit" busy={submitting} busyLabel={t('signup.registering')}>
                    {t('signup.complete')}
                  </Button>
                )}
              </Nav>
            </form>
          </FieldIdPrefix.Provider>
        </FormProvider>
      </Card>
    </Page>
  );
}
