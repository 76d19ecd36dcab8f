/** Typed domain errors; server/http/errors.ts maps them onto HTTP statuses. */
export class DomainError extends Error {
  readonly status: number = 500;
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  override readonly status = 400;
}
export class Unauthorized extends DomainError {
  override readonly status = 401;
}
export class Forbidden extends DomainError {
  override readonly status = 403;
}
export class NotFound extends DomainError {
  override readonly status = 404;
}
export class Conflict extends DomainError {
  override readonly status = 409;
}
export class RateLimited extends DomainError {
  override readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
