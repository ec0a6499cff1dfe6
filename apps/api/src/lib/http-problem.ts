import { type ProblemCode, problemStatus } from '@store/contracts/problems';

/**
 * A failure the client caused or can act on. Services throw it with a stable code; its HTTP
 * status is the one contracts' problems.ts declares for that code, and the error handler turns
 * it into `application/problem+json`.
 */
export class HttpProblem extends Error {
  readonly status: number;

  constructor(
    readonly code: ProblemCode,
    readonly detail?: string,
    /** Field-level issues (`body.price` -> `product/price-out-of-range`), as a 400's `errors`. */
    readonly errors?: readonly FieldIssue[],
  ) {
    super(detail ?? code);
    this.name = 'HttpProblem';
    this.status = problemStatus(code);
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

export const notFound = (detail: string) => new HttpProblem('resource/not-found', detail);

/** A request the schemas let through that a rule of the service refuses, field by field. */
export const invalidFields = (issues: readonly FieldIssue[]) => new HttpProblem('request/invalid', 'Some fields are not valid.', issues);
