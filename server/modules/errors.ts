/** Marks domain errors by a registered symbol rather than by class identity: the server process and the
 * React Router bundle each hold a copy of this module, and an error thrown by one copy must be
 * recognised by the other. */
const DOMAIN_ERROR = Symbol.for("borderland.domain-error");

/** Typed domain errors; server/http/failure.ts maps them onto HTTP answers. The message is
 * what the user reads (a toast's description); `title`, when given, is the toast's title where SPEC.md
 * §8 names one for this failure ('Missing required fields'), else the screen picks its own. */
export class DomainError extends Error {
  readonly [DOMAIN_ERROR] = true;
  readonly status: number = 500;
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    readonly title?: string,
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
export class PayloadTooLarge extends DomainError {
  override readonly status = 413;
}
export class UnsupportedMediaType extends DomainError {
  override readonly status = 415;
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

export function isDomainError(error: unknown): error is DomainError {
  return (
    typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[DOMAIN_ERROR] === true
  );
}
