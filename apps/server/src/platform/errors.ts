// Owns the domain errors services throw; the error handler maps each to its status and envelope.

export class DomainError extends Error {
  readonly statusCode: number;
  /** What the answer carries beside `success` and `message`, as the endpoint's error answer describes it. */
  readonly fields: Record<string, unknown>;
  constructor(statusCode: number, message: string, fields: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export class Invalid extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Please sign in to continue') {
    super(401, message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}
export class NotFound extends DomainError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
/** Well-formed, but at odds with what was already done under the same key. */
export class Unprocessable extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}
/** `retryAfterSeconds`: how long until trying again can succeed, sent as the Retry-After header. */
export class TooMany extends DomainError {
  readonly retryAfterSeconds: number | undefined;
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    { retryAfterSeconds, fields }: { retryAfterSeconds?: number; fields?: Record<string, unknown> } = {},
  ) {
    super(429, message, fields);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
