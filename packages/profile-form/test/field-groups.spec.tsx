import { expect } from 'chai';
import { type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matrimony/ui';
import {
  BasicFields,
  EMPTY_PROFILE_FORM_VALUES,
  FamilyFields,
  FieldIdPrefix,
  ReligiousFields,
  type ProfileFormValues
} from '../src/index';
import { ProfessionalFields } from '../src/professional';
import { aboutYourselfCount } from '../src/AboutYourselfField';

function WithForm({ values, children }: { values: Partial<ProfileFormValues>; children: ReactNode }) {
  const form = useForm({ defaultValues: { ...EMPTY_PROFILE_FORM_VALUES, starPada: '', ...values } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function render(group: ReactNode, values: Partial<ProfileFormValues> = {}, prefix = 'edit'): string {
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <FieldIdPrefix.Provider value={prefix}>
        <WithForm values={values}>{group}</WithForm>
      </FieldIdPrefix.Provider>
    </ThemeProvider>
  );
}

function selectTag(html: string, id: string): { tag: string; options: string[] } {
  const match = new RegExp(`(<select[^>]*id="${id}"[^>]*>)(.*?)</select>`).exec(html);
  return {
    tag: match?.[1] ?? '',
    options: [...(match?.[2] ?? '').matchAll(/<option value="([^"]*)"/g)].map((option) => option[1]!)
  };
}

describe('profile field groups', () => {
  it('name their controls with the form prefix', () => {
    const html = render(<BasicFields />, {}, 'signup');
    expect(html)
      .to.include('id="signup-height"')
      .and.include('id="signup-gender"')
      .and.include('id="signup-dateOfBirth');
    expect(html).to.not.include('id="edit-height"');
  });

  it('ask "This profile is for" first on the basic group, with the stored answer chosen', () => {
    const html = render(<BasicFields />, { profileFor: 'daughter' });
    expect(html.indexOf('id="edit-profileFor"'))
      .to.be.greaterThan(-1)
      .and.lessThan(html.indexOf('edit-dateOfBirth'));
    expect(html).to.include('This profile is for');
    expect(selectTag(html, 'edit-profileFor').options).to.deep.equal([
      '',
      'myself',
      'son',
      'daughter',
      'brother',
      'sister',
      'relative',
      'friend'
    ]);
    expect(html).to.match(/<option value="daughter" selected="">My daughter<\/option>/);
  });

  it('keep the caste select disabled until a religion is chosen, then offer that religion’s castes', () => {
    expect(selectTag(render(<ReligiousFields />), 'edit-caste').tag).to.match(/disabled=""/);
    const chosen = selectTag(render(<ReligiousFields />, { religion: 'Hindu' }), 'edit-caste');
    expect(chosen.tag).to.not.match(/disabled=""/);
    expect(chosen.options).to.include('Brahmin - Iyer');
  });

  it('offer the districts of the chosen state only', () => {
    expect(selectTag(render(<ProfessionalFields />), 'edit-district').tag).to.match(/disabled=""/);
    const districts = selectTag(
      render(<ProfessionalFields />, { state: 'Tamil Nadu' }),
      'edit-district'
    ).options;
    expect(districts).to.include('Chennai').and.not.include('Ernakulam');
  });

  it('ask for the star pada only when the form wants it', () => {
    expect(render(<FamilyFields />)).to.not.include('id="edit-starPada"');
    expect(selectTag(render(<FamilyFields withStarPada />), 'edit-starPada').options).to.deep.equal([
      '',
      '1',
      '2',
      '3',
      '4'
    ]);
  });

  it('show dosham "Dont Know" as "Don\'t know" (like rasi and star) and keep the stored value', () => {
    const html = render(<FamilyFields />);
    expect(html).to.match(/<option value="Dont Know"[^>]*>Don&#x27;t know<\/option>/);
  });

  it('count about-yourself characters against the minimum, then against the cap', () => {
    expect(aboutYourselfCount('Hi')).to.equal('2 characters, at least 50');
    expect(aboutYourselfCount(`  ${'a'.repeat(49)}  `)).to.equal('49 characters, at least 50');
    expect(aboutYourselfCount('a'.repeat(50))).to.equal('50 of 2000 characters');
    const html = render(<FamilyFields />, { aboutYourself: 'I teach music.' });
    expect(html).to.include('14 characters, at least 50').and.include('Need a start? Try:');
  });
});
