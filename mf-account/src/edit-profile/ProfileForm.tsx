import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Card, toast } from '@matrimony/ui';
import { PROFILE_APPROVAL_HOURS } from '@matrimony/catalog/constants';
import { formToastFor } from '@matrimony/catalog/messages';
import { problemMessage, useSession } from '@matrimony/session';
import { useCreateProfileMutation, useUpdateProfileMutation } from '../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { Actions, ActionLink, SectionHeading } from '../shared/styles';
import { STATE_NAMES, districtsForState } from '@matrimony/catalog';
import {
  BasicFields,
  BirthHoroscopeFields,
  FamilyFields,
  FieldIdPrefix,
  FormText,
  ReligiousFields,
  type BirthDetails
} from '@matrimony/profile-form';
import { ProfessionalFields } from '@matrimony/profile-form/professional';
import { useComputeBirthHoroscope } from '../shared/use-compute-birth-horoscope';
import { FIELD_ID_PREFIX, focusField } from './field-ids';
import {
  EDIT_FORM_FIELDS,
  formDefaults,
  profileChange,
  storedBirthDetails,
  withBirthDetails,
  type EditFormValues
} from './form-values';
import { serverFieldErrors } from './server-errors';
import { editResolver } from './validation';
import { editProfileText, useEditProfileT, type EditProfileMessageId } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Group = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The saved toast, in the active language. */
export const profileSaved = () => ({
  title: editProfileText('editProfile.saved.title'),
  description: editProfileText('editProfile.saved.text', { hours: PROFILE_APPROVAL_HOURS })
});

const GROUPS = [
  { id: 'basic', title: 'editProfile.group.basic', Fields: BasicFields },
  { id: 'religious', title: 'editProfile.group.religious', Fields: ReligiousFields },
  { id: 'professional', title: 'editProfile.group.professional', Fields: ProfessionalFields },
  { id: 'family', title: 'editProfile.group.family', Fields: FamilyFields }
] as const satisfies readonly { id: string; title: EditProfileMessageId; Fields: unknown }[];

/** The edit form: PATCH for a stored profile, POST to create one that registration did not save. */
export function ProfileForm({
  stored,
  registeredName
}: {
  stored: OwnProfile | undefined;
  registeredName: string;
}) {
  const navigate = useNavigate();
  const { refreshProfile } = useSession();
  const [update, updating] = useUpdateProfileMutation();
  const [create, creating] = useCreateProfileMutation();
  const form = useForm<EditFormValues>({
    defaultValues: formDefaults(stored, registeredName),
    resolver: editResolver(() => stored)
  });
  const [birth, setBirth] = useState<BirthDetails | null>(storedBirthDetails(stored));
  const compute = useComputeBirthHoroscope();
  const t = useEditProfileT();

  const onValid = async (values: EditFormValues) => {
    const body = withBirthDetails(profileChange(values, stored), birth);
    try {
      await (stored ? update(body) : create(body)).unwrap();
      void refreshProfile();
      toast({ ...profileSaved(), variant: 'success' });
      navigate('/my-profile');
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      if (fields[0]) focusField(fields[0][0]);
      toast({ ...problemMessage(error), variant: 'destructive' });
    }
  };

  const onInvalid = (errors: Partial<Record<keyof EditFormValues, { message?: string }>>) => {
    const first = EDIT_FORM_FIELDS.find((field) => errors[field]);
    if (!first) return;
    focusField(first);
    const text = errors[first]?.message ?? '';
    toast({ ...formToastFor(text), variant: 'destructive' });
  };

  return (
    <FormProvider {...form}>
      <FieldIdPrefix.Provider value={FIELD_ID_PREFIX}>
        <Form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
          {GROUPS.map(({ id, title, Fields }) => (
            <Group as="fieldset" key={id} aria-labelledby={`${id}-heading`}>
              <SectionHeading id={`${id}-heading`}>{t(title)}</SectionHeading>
              {/* A stored profile may be renamed (reviewed like any change); a new one takes the registered name. */}
              {id === 'basic' && stored ? (
                <FormText name="fullName" label={t('editProfile.fullName')} autoComplete="name" required />
              ) : null}
              {id === 'family' ? (
                <BirthHoroscopeFields
                  compute={compute}
                  value={birth}
                  onChange={setBirth}
                  states={STATE_NAMES}
                  districtsOf={districtsForState}
                />
              ) : null}
              <Fields />
            </Group>
          ))}
          <Actions>
            <Button
              type="submit"
              busy={updating.isLoading || creating.isLoading}
              busyLabel={t('editProfile.saving')}
            >
              {stored ? t('editProfile.save') : t('editProfile.create')}
            </Button>
            <ActionLink to="/my-profile" $variant="ghost">
              {t('editProfile.cancel')}
            </ActionLink>
          </Actions>
        </Form>
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}
