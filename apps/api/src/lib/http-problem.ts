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
  ) {
    super(detail ?? code);
    this.name = 'HttpProblem';
    this.status = problemStatus(code);
  }
}

export const notFound = (detail: string) => new HttpProblem('resource/not-found', detail);
