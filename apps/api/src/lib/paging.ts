import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Paging headers clients already know: `X-Total-Count` and an RFC 8288 `Link` header with
 * first/prev/next/last pages (0-based `page`, as the spec's Spring-style API).
 */
export function setPagingHeaders(request: FastifyRequest, reply: FastifyReply, page: number, size: number, total: number) {
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const url = new URL(request.url, 'http://local');
  const link = (p: number, rel: string) => {
    url.searchParams.set('page', String(p));
    url.searchParams.set('size', String(size));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(0, 'first')];
  if (page > 0) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  reply.header('x-total-count', String(total)).header('link', links.join(', '));
}
