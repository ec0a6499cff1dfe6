import { z } from 'zod';

/** Stable error codes the API returns in `code`, with their statuses: problems.ts. */
export { type ProblemCode, problemCodes } from './problems.ts';

/** RFC 9457 problem details, as `application/problem+json`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Field-level issues of a rejected request. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
