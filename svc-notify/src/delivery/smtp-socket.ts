import { connect } from 'node:net';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

type GetSocket = NonNullable<SMTPPool.Options['getSocket']>;

/**
 * nodemailer's `getSocket` hook (its documented way to supply a connection, made for proxies): a TCP connection
 * to the relay with Nagle's algorithm off; nodemailer does the rest on it (TLS for smtps, STARTTLS, the greeting).
 * Why: on a kept-open connection Nagle held the end of every message until the relay acknowledged its body,
 * about 45 ms per e-mail against the development sink, and nodemailer has no option to turn it off.
 */
export function connectWithoutDelay(timeoutMs: number): GetSocket {
  return (options, callback) => {
    // nodemailer's own defaults when the URL names no host or port.
    const port = Number(options.port) || (options.secure ? 465 : 587);
    const socket = connect({ host: options.host ?? 'localhost', port, noDelay: true });
    const fail = (error: Error) => {
      socket.destroy();
      callback(error, undefined);
    };
    socket.setTimeout(timeoutMs, () =>
      fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }))
    );
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.off('error', fail);
      callback(null, { connection: socket });
    });
  };
}
