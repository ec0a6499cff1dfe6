import { idParamSchema } from '@store/contracts/catalog';
import { namesNothing } from '../../lib/api/client.server.ts';

/** The id in an operator's detail page address (`/admin/users/:id`...); anything else is that page's 404. */
export function idOr404(value: string | undefined): number {
  const id = idParamSchema.safeParse(value);
  if (!id.success) throw new Response(null, { status: 404 });
  return id.data;
}

/** A detail page's data: an API answer that names nothing (404, or 400 for a bad id) is the page's 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (namesNothing(error)) throw new Response(null, { status: 404 });
    throw error;
  }
}
