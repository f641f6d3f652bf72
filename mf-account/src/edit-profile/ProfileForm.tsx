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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Group = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export const PROFILE_SAVED = {
  title: 'Profile Saved',
  description: `Your changes are saved. Other members see them after review (about ${PROFILE_APPROVAL_HOURS} hours).`
};

const GROUPS = [
  { id: 'basic', title: 'Basic Information', Fields: BasicFields },
  { id: 'religious', title: 'Religious & Cultural Details', Fields: ReligiousFields },
  { id: 'professional', title: 'Professional & Location Details', Fields: ProfessionalFields },
  { id: 'family', title: 'Family & Additional Details', Fields: FamilyFields }
];

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

  const onValid = async (values: EditFormValues) => {
    const body = withBirthDetails(profileChange(values, stored), birth);
    try {
      await (stored ? update(body) : create(body)).unwrap();
      void refreshProfile();
      toast({ ...PROFILE_SAVED, variant: 'success' });
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
              <SectionHeading id={`${id}-heading`}>{title}</SectionHeading>
              {/* A stored profile may be renamed (reviewed like any change); a new one takes the registered name. */}
              {id === 'basic' && stored ? (
                <FormText name="fullName" label="Full Name" autoComplete="name" required />
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
            <Button type="submit" busy={updating.isLoading || creating.isLoading} busyLabel="Saving...">
              {stored ? 'Save changes' : 'Create profile'}
            </Button>
            <ActionLink to="/my-profile" $variant="ghost">
              Cancel
            </ActionLink>
          </Actions>
        </Form>
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}
