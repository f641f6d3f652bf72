// A development page that makes an offline e-KYC ZIP from a form, so a newcomer can verify a demo member in the
// browser: served by the development gateway only (packages/dev-stack), never by a service.
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { issueOfflineEkyc } from './index';

const MAX_FORM_BYTES = 8 * 1024;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FormValues {
  mobile: string;
  name: string;
  dob: string;
  gender: string;
  lastFourDigits: string;
  shareCode: string;
  email: string;
}

const EMPTY: FormValues = {
  mobile: '',
  name: '',
  dob: '',
  gender: 'F',
  lastFourDigits: '',
  shareCode: '1234',
  email: ''
};

function page(values: FormValues, error?: string): string {
  const field = (name: keyof FormValues, label: string, hint: string, attributes = '') => `
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" value="${escape(values[name])}" aria-describedby="${name}-hint" ${attributes} />
      <p class="hint" id="${name}-hint">${hint}</p>`;
  const option = (value: string, label: string) =>
    `<option value="${value}"${values.gender === value ? ' selected' : ''}>${label}</option>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Aadhaar offline e-KYC test file (development)</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #1f2933; background: #f7f5f2; }
      main { max-width: 32rem; margin: 0 auto; }
      form { display: grid; gap: 0.25rem; background: #fff; padding: 1rem; border-radius: 8px; }
      label { font-weight: 600; margin-top: 0.5rem; }
      input, select { font: inherit; padding: 0.6rem; border: 1px solid #7b8794; border-radius: 6px; min-height: 44px; }
      .hint { margin: 0; font-size: 0.875rem; color: #52606d; }
      .error { background: #fde8e8; color: #8a1c1c; padding: 0.75rem; border-radius: 6px; }
      button { font: inherit; margin-top: 1rem; min-height: 44px; border: 0; border-radius: 6px; background: #8e2c48; color: #fff; }
    </style>
  </head>
  <body>
    <main>
      <h1>Aadhaar offline e-KYC test file</h1>
      <p>Development only. Makes a ZIP like the one UIDAI's portal gives, signed with the <code>uidai-dev</code> test key,
      which only a development svc-identity trusts. Use the member's registered mobile and the name, date of birth and
      gender of their profile; then upload the ZIP with the share code in Settings → Verification. It counts for 3 days.</p>
      ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
      <form method="post">
        ${field('mobile', 'Registered mobile', '10 digits, as the member signs in.', 'inputmode="numeric" autocomplete="off" required')}
        ${field('name', 'Name', 'As on the profile.', 'required')}
        ${field('dob', 'Date of birth', 'DD-MM-YYYY, as UIDAI writes it.', 'placeholder="14-08-1996" required')}
        <label for="gender">Gender</label>
        <select id="gender" name="gender">${option('F', 'Female')}${option('M', 'Male')}${option('T', 'Transgender')}</select>
        ${field('lastFourDigits', 'Last four Aadhaar digits', 'Any four digits; the last sets the hash rounds.', 'inputmode="numeric" required')}
        ${field('shareCode', 'Share code', 'Typed again when uploading.', 'required')}
        ${field('email', 'E-mail (optional)', 'Only hashed into the file.', 'type="email"')}
        <button type="submit">Download the ZIP</button>
      </form>
    </main>
  </body>
</html>`;
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array, headers = {}) {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers
  });
  res.end(body);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** What the form starts with (a demo member's details, say); the rest starts empty. */
export type OfflineEkycPrefill = Partial<FormValues>;

/** Answers the page at `path` (GET: the form, filled with `prefill`; POST: the ZIP); false for any other path or method. */
export async function serveOfflineEkycPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  prefill: OfflineEkycPrefill = {}
): Promise<boolean> {
  if ((req.url ?? '/').split('?')[0] !== path) return false;
  const html = 'text/html; charset=utf-8';
  if (req.method === 'GET' || req.method === 'HEAD') {
    send(res, 200, html, page({ ...EMPTY, ...prefill }));
    return true;
  }
  if (req.method !== 'POST') return false;
  const form = await readForm(req);
  if (!form) {
    send(res, 413, html, page(EMPTY, 'The form is too large.'));
    return true;
  }
  const values = Object.fromEntries(
    Object.keys(EMPTY).map((key) => [key, (form.get(key) ?? '').trim()])
  ) as unknown as FormValues;
  try {
    const file = await issueOfflineEkyc({
      mobile: values.mobile,
      email: values.email || undefined,
      name: values.name,
      dob: values.dob,
      gender: values.gender as 'M' | 'F' | 'T',
      lastFourDigits: values.lastFourDigits,
      shareCode: values.shareCode
    });
    send(res, 200, 'application/zip', file.zip, {
      'Content-Disposition': `attachment; filename="${file.fileName}"`
    });
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    send(res, 400, html, page(values, `Please check the ${err.message}.`));
  }
  return true;
}
