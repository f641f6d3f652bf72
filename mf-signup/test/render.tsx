import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { FieldIdPrefix } from '@matrimony/profile-form';
import { theme } from '@matrimony/ui';
import { FIELD_ID_PREFIX } from '../src/signup/field-ids';
import { EMPTY_VALUES, type WizardValues } from '../src/signup/wizard-values';

function WithForm({ values, children }: { values: Partial<WizardValues>; children: ReactNode }) {
  const form = useForm<WizardValues>({ defaultValues: { ...EMPTY_VALUES, ...values } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** Server-renders a wizard step inside the theme, the router and a form holding `values`. */
export function renderStep(step: ReactNode, values: Partial<WizardValues> = {}): string {
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/signup']}>
        <FieldIdPrefix.Provider value={FIELD_ID_PREFIX}>
          <WithForm values={values}>{step}</WithForm>
        </FieldIdPrefix.Provider>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** The option values of the <select id="signup-{name}">. */
export function optionsOf(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*id="signup-${name}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}
