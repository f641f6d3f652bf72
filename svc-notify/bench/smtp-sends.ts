// What one e-mail costs on the SMTP transport alone: `node --import tsx bench/smtp-sends.ts`. Sends 300 e-mails one
// after another over one kept-open connection to a local smtp-server relay (plain and smtps), after 20 to warm up,
// and prints wall time and CPU (client and relay in this one process) per e-mail.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { type AddressInfo } from 'node:net';
import { smtpEmail } from '../src/delivery/email';

const SENDS = 300;
const message = {
  to: 'member@example.com',
  subject: 'Ravi sent you an interest',
  text: 'x'.repeat(600),
  html: `<p>${'x'.repeat(1500)}</p>`
};

for (const secure of [false, true]) {
  const relay = new SMTPServer({
    secure, // smtp-server's own self-signed certificate
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(() => callback(), callback);
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.server.address() as AddressInfo;
  const email = smtpEmail(
    secure ? `smtps://127.0.0.1:${port}?tls.rejectUnauthorized=false` : `smtp://127.0.0.1:${port}`,
    'site@example.com',
    1
  );
  for (let i = 0; i < 20; i += 1) await email.send(message);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < SENDS; i += 1) await email.send(message);
  const wallMs = (performance.now() - started) / SENDS;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `${secure ? 'smtps' : 'smtp '}: ${wallMs.toFixed(2)} ms wall, ${((cpu.user + cpu.system) / 1000 / SENDS).toFixed(2)} ms CPU per e-mail (client and relay)`
  );
  email.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
}
