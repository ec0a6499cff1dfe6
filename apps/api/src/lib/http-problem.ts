import type { ProblemCode } from '@store/contracts/problem';

/**
 * A failure the client caused or can act on. Services throw it with a stable code; the
 * error handler turns it into `application/problem+json`.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode | (string & {}),
    readonly detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'HttpProblem';
  }
}

export const notFound = (detail: string) => new HttpProblem(404, 'resource/not-found', detail);
