#!/usr/bin/env node
// Writes a signed offline e-KYC ZIP made with the stand-in's test keys:
// `uidai-dev --mobile 9800000002 --name "Priya Lakshmi" --dob 14-08-1996 --gender F --last-digits 4394 --share-code 1234 [--email a@b.in] [--out dir]`
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { issueOfflineEkyc } = await import('../src/index.ts');

const { values } = parseArgs({
  options: {
    mobile: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    dob: { type: 'string' },
    gender: { type: 'string' },
    'last-digits': { type: 'string' },
    'share-code': { type: 'string' },
    out: { type: 'string', default: '.' }
  }
});

const missing = ['mobile', 'name', 'dob', 'gender', 'last-digits', 'share-code'].filter(
  (name) => !values[name]
);
if (missing.length > 0) {
  console.error(`uidai-dev: missing ${missing.map((name) => `--${name}`).join(', ')}`);
  process.exit(2);
}

const file = await issueOfflineEkyc({
  mobile: values.mobile,
  email: values.email,
  name: values.name,
  dob: values.dob,
  gender: values.gender,
  lastFourDigits: values['last-digits'],
  shareCode: values['share-code']
});
const path = join(values.out, file.fileName);
await writeFile(path, file.zip);
console.log(
  `${path} (share code ${values['share-code']}; signed with the uidai-dev test key, valid only where UIDAI_OFFLINE_CERT is its certificate)`
);
