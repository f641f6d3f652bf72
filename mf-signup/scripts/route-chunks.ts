// Builds mf-signup and prints, per page, the gzip size of what the browser downloads from this
// remote when the page opens (the chunks of the page's lazy import; shared singletons come from
// the shell) and which heavy modules those chunks hold.
// Run: cd mf-signup && node --import tsx scripts/route-chunks.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type StatsCompilation } from '@rspack/core';
import config from '../rspack.config';

const PAGES = {
  '/signin': './signin/SignInPage',
  '/signup': './signup/SignUpPage',
  '/reset-password': './reset/ResetPasswordPage',
  '/confirm-email': './confirm-email/ConfirmEmailPage'
};
// Loaded later, on demand (a chunk already fetched for the page is counted again here).
const ON_DEMAND = {
  'sign-in: Forgot Password form': './ForgotPasswordForm',
  'sign-up: step validation (first Next)': './step-validation',
  'sign-up: step 2': './steps/AccountStep',
  'sign-up: step 3': './steps/BasicStep',
  'sign-up: step 4': './steps/ReligiousStep',
  'sign-up: step 5': './steps/ProfessionalStep',
  'sign-up: step 6': './steps/FamilyStep',
  'sign-up: registration': './registration'
};
// Module names of concatenated modules show only the root, so the district data is also recognised by its content.
const DISTRICT_MARKER = 'Nicobars';
const WATCHED: Record<string, RegExp> = {
  zod: /node_modules\/zod\//,
  'react-hook-form': /node_modules\/react-hook-form\//,
  'district data': /catalog\/src\/options\/locations|india-states-districts/,
  'sign-up wizard': /signup\/SignUpPage/,
  'wizard steps 2-6': /signup\/steps\/(Account|Basic|Religious|Professional|Family)Step/,
  'profile validation': /catalog\/src\/validation\/(index|profile)/
};

// Into a temporary folder: under tsx the in-process build differs from the real one (tsx wraps the
// embedded federation runtime in __name(...)), and it must never overwrite the dist/ a stack serves.
const outputPath = mkdtempSync(path.join(tmpdir(), 'mf-signup-route-chunks-'));
process.on('exit', () => rmSync(outputPath, { recursive: true, force: true }));
const stats = await new Promise<StatsCompilation>((resolve, reject) => {
  rspack({ ...config, output: { ...config.output, path: outputPath } }).run((error, result) => {
    if (error || !result) return reject(error ?? new Error('no stats'));
    if (result.hasErrors()) return reject(new Error(result.toString('errors-only')));
    resolve(
      result.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        modules: true,
        ids: true,
        outputPath: true
      })
    );
  });
});

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(stats.outputPath!, file))).length / 1024;

for (const [route, request] of Object.entries({ ...PAGES, ...ON_DEMAND })) {
  const chunks = (stats.chunks ?? []).filter((chunk) =>
    chunk.origins?.some((origin) => origin.request === request)
  );
  const ids = new Set(chunks.map((chunk) => chunk.id));
  const files = [
    ...new Set(chunks.flatMap((chunk) => (chunk.files ?? []).filter((file) => file.endsWith('.js'))))
  ];
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const modules = (stats.modules ?? [])
    .filter((module) => module.chunks?.some((id) => ids.has(id)))
    .map((module) => module.name ?? '');
  const heavy = Object.entries(WATCHED)
    .filter(([, pattern]) => modules.some((name) => pattern.test(name)))
    .map(([label]) => label);
  const districtsInside = files.some((file) =>
    readFileSync(path.join(stats.outputPath!, file), 'utf8').includes(DISTRICT_MARKER)
  );
  if (districtsInside && !heavy.includes('district data')) heavy.push('district data');
  console.log(
    `${route}: ${total.toFixed(1)} KB gzip in ${files.length} chunk(s) [${files.map((file) => `${file} ${gzipKb(file).toFixed(1)}`).join(', ')}]`
  );
  console.log(`  holds: ${heavy.join(', ') || 'none of the watched modules'}`);
}
