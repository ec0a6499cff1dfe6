import { isSubscriptionPeriod, type SubscriptionPeriod } from '@store/contracts/plans';
import { isSeller } from '@store/contracts/roles';
import { subscribeBodySchema } from '@store/contracts/subscriptions';
import { type AppLoadContext, redirectDocument } from 'react-router';
import { failedForm, failureOf, readForm, refuseForm } from '../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import { paymentPageUrl } from '../../lib/payment-page.ts';

/** The period the page prices plans for when the address names none. */
const DEFAULT_PERIOD: SubscriptionPeriod = 'M1';

export type SubscriptionNotice = 'paid' | 'cancelled' | null;

/**
 * The plans priced for the chosen period (`?period=`, a link per period, so it works without
 * JavaScript), and for a seller their plan now: what it allows and what is paid ahead.
 */
export async function loadSubscriptionPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('period');
  const period = isSubscriptionPeriod(asked) ? asked : DEFAULT_PERIOD;
  const user = context.token ? await context.user() : undefined;
  const seller = user !== undefined && isSeller(user);
  const [plans, current] = await Promise.all([
    context.api.plans(),
    seller ? context.api.activeSubscription().then((value) => ({ value, error: null }), (error: unknown) => ({ value: null, error: failureOf(error).code })) : null,
  ]);
  const notice: SubscriptionNotice = url.searchParams.has('paid') ? 'paid' : url.searchParams.has('cancelled') ? 'cancelled' : null;
  const now = Date.now();
  const ahead = current?.value?.payments.filter((payment) => Date.parse(payment.startsAt) > now) ?? [];
  return { plans, period, signedIn: user !== undefined, seller, current: current?.value ?? null, ahead, currentError: current?.error ?? null, notice };
}

/**
 * "Choose this plan": a guest signs in first and comes back, a buyer is told plans are for
 * shops; a seller is sent to approve the payment (the sandbox here), then back to confirm it.
 */
export async function subscribe(request: Request, context: AppLoadContext) {
  await guardPage(request, context, pageRules.seller);
  const submission = readForm(await request.formData(), subscribeBodySchema);
  if (submission.status !== 'success') return refuseForm(submission, { code: 'request/invalid' });
  try {
    const started = await context.api.subscribe(submission.value);
    const target = paymentPageUrl(started.approvalUrl, context.language);
    if (!target) return refuseForm(submission, { code: 'server/unavailable', status: 503 });
    return redirectDocument(target);
  } catch (error) {
    return failedForm(submission, error);
  }
}
