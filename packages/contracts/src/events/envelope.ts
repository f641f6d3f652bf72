import { z } from 'zod';

/** Every message on NATS is this envelope; `type` is the subject it was published on. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.unknown()
});

export type EventEnvelopeBase = z.infer<typeof eventEnvelopeSchema>;
