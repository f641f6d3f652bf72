// Razorpay's error body: { error: { code, description, source, step, reason, metadata, field? } }.

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR',
    description: string,
    readonly details: {
      field?: string;
      reason?: string;
      source?: string;
      step?: string;
      metadata?: Record<string, string>;
    } = {}
  ) {
    super(description);
  }

  body() {
    return {
      error: {
        code: this.code,
        description: this.message,
        source: this.details.source ?? 'NA',
        step: this.details.step ?? 'NA',
        reason: this.details.reason ?? 'NA',
        metadata: this.details.metadata ?? {},
        ...(this.details.field ? { field: this.details.field } : {})
      }
    };
  }
}

export const badRequest = (description: string, field?: string) =>
  new RazorpayError(400, 'BAD_REQUEST_ERROR', description, {
    field,
    reason: field ? 'input_validation_failed' : 'NA'
  });

export const authenticationFailed = () =>
  new RazorpayError(401, 'BAD_REQUEST_ERROR', 'Authentication failed');

export const notFoundId = () => new RazorpayError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
