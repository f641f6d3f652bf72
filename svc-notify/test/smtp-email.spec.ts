import { expect } from 'chai';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpEmail, type EmailSender } from '../src/delivery/email';

/** A relay on a loopback port: counts connections and keeps each message's recipients; `dropAll` ends every connection. */
async function relay(port = 0, secure = false) {
  const received: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    secure, // smtps with smtp-server's own self-signed certificate
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: secure
      ? `smtps://127.0.0.1:${address.port}?tls.rejectUnauthorized=false`
      : `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    connections: () => connections,
    /** Ends every open client connection, as a relay does to idle clients or when it restarts. */
    dropAll() {
      for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections)
        connection.close();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  };
}

const message = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
const until = async (done: () => boolean, what: string) => {
  const deadline = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('SMTP e-mail over a pool of kept-open connections', () => {
  // A relay's close waits for its clients to leave, so each test closes the pool before the relay.
  let email: EmailSender | undefined;
  afterEach(() => email?.close());

  it('sends many e-mails at once over no more connections than the pool holds, each delivered once', async () => {
    const smtp = await relay();
    email = smtpEmail(smtp.url, 'site@example.com', 3);
    const recipients = Array.from({ length: 12 }, (_, i) => `member${i}@example.com`);
    await Promise.all(recipients.map((to) => email!.send(message(to))));
    expect([...smtp.received].sort()).to.deep.equal([...recipients].sort());
    expect(smtp.connections()).to.be.within(1, 3);
    await email.send(message('later@example.com'));
    expect(smtp.connections(), 'a later e-mail reuses an open connection').to.be.at.most(3);
    email.close();
    await smtp.close();
  });

  it('speaks TLS from the first byte to an smtps relay, over the socket it connected itself', async () => {
    const smtps = await relay(0, true);
    email = smtpEmail(smtps.url, 'site@example.com', 2);
    await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((to) => email!.send(message(to)))
    );
    expect([...smtps.received].sort()).to.deep.equal(['a@example.com', 'b@example.com', 'c@example.com']);
    email.close();
    await smtps.close();
  });

  it('replaces connections the relay dropped, and sends again once a restarted relay is back', async () => {
    const smtp = await relay();
    email = smtpEmail(smtp.url, 'site@example.com', 2);
    await email.send(message('first@example.com'));
    const before = smtp.connections();
    smtp.dropAll();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await email.send(message('after-drop@example.com'));
    expect(smtp.connections()).to.equal(before + 1);

    smtp.dropAll();
    await smtp.close();
    const restarted = await relay(smtp.port);
    await email.send(message('after-restart@example.com'));
    await until(() => restarted.received.length === 1, 'the restarted relay to receive');
    expect(restarted.received).to.deep.equal(['after-restart@example.com']);
    expect(smtp.received).to.deep.equal(['first@example.com', 'after-drop@example.com']);
    email.close();
    await restarted.close();
  });

  it('fails the send back to its caller when the relay is gone (the queue retries it later)', async () => {
    const smtp = await relay();
    email = smtpEmail(smtp.url, 'site@example.com', 1);
    await email.send(message('first@example.com'));
    smtp.dropAll();
    await smtp.close();
    let failed: unknown;
    await email.send(message('lost@example.com')).catch((error: unknown) => (failed = error));
    expect(failed).to.be.instanceOf(Error);
  });

  it('gives up on a relay that accepts the connection but never greets, within the greeting timeout', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    email = smtpEmail(`smtp://127.0.0.1:${port}`, 'site@example.com', 1, {
      connection: 5_000,
      greeting: 200,
      socket: 5_000
    });
    let failed: unknown;
    await email.send(message('held@example.com')).catch((error: unknown) => (failed = error));
    expect(failed).to.be.instanceOf(Error).with.property('code', 'ETIMEDOUT');
    held.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('fails an e-mail whose relay hung up mid-send back to the queue at once, on one connection', async () => {
    // Speaks just enough SMTP to be handed a message, then hangs up at DATA, every time.
    let connections = 0;
    const hangsUp = createServer((socket) => {
      connections += 1;
      socket.write('220 relay ready\r\n');
      socket.on('data', (chunk) => {
        const command = chunk.toString().slice(0, 4).toUpperCase();
        if (command === 'DATA') socket.destroy();
        else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => hangsUp.listen(0, '127.0.0.1', resolve));
    const { port } = hangsUp.address() as AddressInfo;
    email = smtpEmail(`smtp://127.0.0.1:${port}`, 'site@example.com', 1);
    let failed: unknown;
    await email.send(message('dropped@example.com')).catch((error: unknown) => (failed = error));
    expect(failed).to.be.instanceOf(Error);
    expect(connections, 'no retry of its own').to.equal(1);
    email.close();
    await new Promise<void>((resolve) => hangsUp.close(() => resolve()));
  });
});
