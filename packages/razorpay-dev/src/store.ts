import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Payment, Refund } from './entities';

interface Snapshot {
  orders: Order[];
  payments: Payment[];
  refunds: Refund[];
  /** X-Refund-Idempotency key → the refund it made (absent in files written before the header was honoured). */
  refundKeys?: [string, string][];
}

/** Orders, payments and refunds in memory; with a data directory they survive restarts (one JSON file). */
export class Store {
  readonly orders = new Map<string, Order>();
  readonly payments = new Map<string, Payment>();
  readonly refunds = new Map<string, Refund>();
  readonly refundKeys = new Map<string, string>();
  private readonly file: string | undefined;

  constructor(dataDir?: string) {
    this.file = dataDir ? join(dataDir, 'razorpay-dev.json') : undefined;
    if (!this.file || !existsSync(this.file)) return;
    const snapshot = JSON.parse(readFileSync(this.file, 'utf8')) as Snapshot;
    for (const order of snapshot.orders) this.orders.set(order.id, order);
    for (const payment of snapshot.payments) this.payments.set(payment.id, payment);
    for (const refund of snapshot.refunds) this.refunds.set(refund.id, refund);
    for (const [key, refundId] of snapshot.refundKeys ?? []) this.refundKeys.set(key, refundId);
  }

  /** Written after every change: a development gateway sees a handful of payments, not thousands. */
  save(): void {
    if (!this.file) return;
    const snapshot: Snapshot = {
      orders: [...this.orders.values()],
      payments: [...this.payments.values()],
      refunds: [...this.refunds.values()],
      refundKeys: [...this.refundKeys.entries()]
    };
    mkdirSync(join(this.file, '..'), { recursive: true });
    writeFileSync(`${this.file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
