import type { AdminUser, AdminUserDetail, AdminUserFilter, UserStatus } from '@store/contracts/admin';
import { accountTypeSchema } from '@store/contracts/account';
import type { Authority } from '@store/contracts/roles';
import type { Database } from '@store/db/client';
import { containsPattern } from '../../lib/like-pattern.ts';
import { accountSessions, accounts, orders, products, subOrders } from '@store/db/schema/index';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { HttpProblem, invalidFields, notFound } from '../../lib/http-problem.ts';
import { type AuditActor, audited } from '../audit/audit.service.ts';
import { toAuthorities } from '../auth/auth.service.ts';

/*
 * Users for operators (issue #15 item 2): search, one user with their orders and shop, roles
 * (administrators only, enforced by the route), deactivation and reactivation. Every change
 * goes through the audit layer in its own transaction.
 */


const columns = {
  id: accounts.id,
  login: accounts.login,
  slug: accounts.slug,
  firstname: accounts.firstname,
  lastname: accounts.lastname,
  email: accounts.email,
  phoneNumber: accounts.phoneNumber,
  accountType: accounts.accountType,
  authorities: accounts.authorities,
  activated: accounts.activated,
  closedAt: accounts.closedAt,
  deactivatedAt: accounts.deactivatedAt,
  shopName: accounts.shopName,
  city: accounts.city,
  createdAt: accounts.createdAt,
};

const selectUsers = (db: Database) => db.select(columns).from(accounts);
type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

export function userStatus(row: Pick<UserRow, 'activated' | 'closedAt' | 'deactivatedAt'>): UserStatus {
  if (row.closedAt) return 'CLOSED';
  if (row.deactivatedAt) return 'DEACTIVATED';
  return row.activated ? 'ACTIVE' : 'NOT_ACTIVATED';
}

const statusCondition: Record<UserStatus, SQL | undefined> = {
  CLOSED: isNotNull(accounts.closedAt),
  DEACTIVATED: and(isNull(accounts.closedAt), isNotNull(accounts.deactivatedAt)),
  ACTIVE: and(isNull(accounts.closedAt), isNull(accounts.deactivatedAt), eq(accounts.activated, true)),
  NOT_ACTIVATED: and(isNull(accounts.closedAt), isNull(accounts.deactivatedAt), eq(accounts.activated, false)),
};

function toUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    login: row.login,
    slug: row.slug,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    accountType: accountTypeSchema.catch('PERSONAL').parse(row.accountType),
    authorities: toAuthorities(row.authorities),
    status: userStatus(row),
    shopName: row.shopName,
    createdDate: row.createdAt.toISOString(),
    deactivatedDate: row.deactivatedAt?.toISOString() ?? null,
  };
}

/** Newest accounts first, filtered by text (login, names, email, phone, shop), role, type and status. */
export async function listUsers(db: Database, filter: AdminUserFilter, page: number, size: number) {
  const conditions: (SQL | undefined)[] = [
    filter.role ? sql`${filter.role} = any(${accounts.authorities})` : undefined,
    filter.accountType ? eq(accounts.accountType, filter.accountType) : undefined,
    filter.status ? statusCondition[filter.status] : undefined,
  ];
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    const digits = filter.query.replace(/[\s.-]/g, '');
    conditions.push(
      or(
        ilike(accounts.login, pattern),
        ilike(accounts.email, pattern),
        ilike(sql`${accounts.firstname} || ' ' || ${accounts.lastname}`, pattern),
        ilike(accounts.shopName, pattern),
        digits.length >= 3 ? ilike(accounts.phoneNumber, containsPattern(digits)) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectUsers(db).where(where).orderBy(desc(accounts.createdAt), desc(accounts.id)).limit(size).offset(page * size),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { items: rows.map(toUser), total: counted?.total ?? 0 };
}

async function userRow(db: Database, id: number) {
  const [row] = await selectUsers(db).where(eq(accounts.id, id)).limit(1);
  if (!row) throw notFound(`No account ${id}`);
  return row;
}

/** One user: live sessions, newest orders, and the shop of a seller. */
export async function userDetail(db: Database, id: number, now = new Date()): Promise<AdminUserDetail> {
  const row = await userRow(db, id);
  const seller = row.accountType === 'PROFESSIONAL';
  const [[sessions], recentOrders, [orderCount], [shopCounts], [parcels]] = await Promise.all([
    db.select({ n: count() }).from(accountSessions).where(and(eq(accountSessions.accountId, id), gt(accountSessions.expiresAt, now))),
    db
      .select({ id: orders.id, number: orders.number, status: orders.paymentStatus, total: orders.grandTotal, currency: orders.currency, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.accountId, id))
      .orderBy(desc(orders.createdAt))
      .limit(10),
    db.select({ n: count() }).from(orders).where(eq(orders.accountId, id)),
    seller
      ? db
          .select({ all: count(), published: sql<number>`count(*) filter (where ${products.published})::int` })
          .from(products)
          .where(and(eq(products.accountId, id), isNull(products.deletedAt)))
      : Promise.resolve([]),
    seller ? db.select({ n: count() }).from(subOrders).where(eq(subOrders.sellerAccountId, id)) : Promise.resolve([]),
  ]);
  return {
    ...toUser(row),
    sessions: sessions?.n ?? 0,
    orders: recentOrders.map((order) => ({ id: order.id, number: order.number, status: order.status, total: order.total, currency: order.currency, createdDate: order.createdAt.toISOString() })),
    orderCount: orderCount?.n ?? 0,
    shop: seller ? { name: row.shopName, slug: row.slug, city: row.city, products: shopCounts?.all ?? 0, published: shopCounts?.published ?? 0, parcels: parcels?.n ?? 0 } : null,
  };
}

const operatorRoles: readonly Authority[] = ['ROLE_ADMIN', 'ROLE_MANAGER'];

/**
 * The new roles of an account: ROLE_ADMIN and ROLE_MANAGER as asked, ROLE_USER always, and
 * ROLE_SELLER as the account type says (a shop is a PROFESSIONAL account; asking otherwise is
 * refused). Nobody changes their own roles.
 */
export function nextAuthorities(current: readonly Authority[], asked: readonly Authority[], seller: boolean): Authority[] {
  if (asked.includes('ROLE_SELLER') !== seller) throw invalidFields([{ path: 'body.authorities', message: 'admin/role-invalid' }]);
  const granted = operatorRoles.filter((role) => asked.includes(role));
  const next: Authority[] = ['ROLE_USER', ...(seller ? (['ROLE_SELLER'] as const) : []), ...granted];
  // Keep the stored order for roles that stay, so an unchanged set compares equal.
  return [...current.filter((role) => next.includes(role)), ...next.filter((role) => !current.includes(role))];
}

export async function changeRoles(db: Database, actor: AuditActor, id: number, asked: readonly Authority[]) {
  if (actor.accountId === id) throw new HttpProblem('admin/own-account', 'Ask another administrator to change your roles.');
  await audited(db, actor, { entityType: 'account', entityId: id, action: 'account.roles' }, async (tx) => {
    const [row] = await tx.select({ authorities: accounts.authorities, accountType: accounts.accountType, closedAt: accounts.closedAt }).from(accounts).where(eq(accounts.id, id)).for('update');
    if (!row) throw notFound(`No account ${id}`);
    if (row.closedAt) throw new HttpProblem('admin/account-closed', 'This account is closed.');
    const before = toAuthorities(row.authorities);
    const after = nextAuthorities(before, asked, row.accountType === 'PROFESSIONAL');
    await tx.update(accounts).set({ authorities: after }).where(eq(accounts.id, id));
    return { result: null, before: { authorities: before }, after: { authorities: after } };
  });
  return userDetail(db, id);
}

/**
 * Deactivates (sign-in refused, every session ended at once: the auth hook finds no session
 * row) or reactivates an account. A manager may not act on an administrator's or another
 * manager's account; nobody on their own.
 */
export async function setDeactivated(db: Database, actor: AuditActor, id: number, deactivate: boolean, now = new Date()) {
  if (actor.accountId === id) throw new HttpProblem('admin/own-account', 'You cannot deactivate or reactivate your own account.');
  await audited(db, actor, { entityType: 'account', entityId: id, action: deactivate ? 'account.deactivate' : 'account.reactivate' }, async (tx) => {
    const [row] = await tx.select({ authorities: accounts.authorities, deactivatedAt: accounts.deactivatedAt, closedAt: accounts.closedAt }).from(accounts).where(eq(accounts.id, id)).for('update');
    if (!row) throw notFound(`No account ${id}`);
    if (row.closedAt) throw new HttpProblem('admin/account-closed', 'This account is closed.');
    const before = { deactivatedDate: row.deactivatedAt?.toISOString() ?? null };
    const deactivatedAt = deactivate ? (row.deactivatedAt ?? now) : null;
    await tx.update(accounts).set({ deactivatedAt }).where(eq(accounts.id, id));
    const ended = deactivate ? (await tx.delete(accountSessions).where(eq(accountSessions.accountId, id)).returning({ id: accountSessions.id })).length : 0;
    return { result: null, before, after: { deactivatedDate: deactivatedAt?.toISOString() ?? null, ...(deactivate ? { sessionsEnded: ended } : {}) } };
  });
  return userDetail(db, id);
}

/** Whether `target` holds an operator's role (a manager cannot deactivate such an account). */
export async function isOperatorAccount(db: Database, id: number) {
  const [row] = await db.select({ authorities: accounts.authorities }).from(accounts).where(eq(accounts.id, id)).limit(1);
  if (!row) throw notFound(`No account ${id}`);
  return toAuthorities(row.authorities).some((role) => operatorRoles.includes(role));
}
