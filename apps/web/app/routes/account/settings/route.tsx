import { isSeller } from '@store/contracts/roles';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { ApiError } from '../../../lib/api/client.server.ts';
import { guardPage, pageRules } from '../../../lib/guards.server.ts';
import { displayPhonePair } from '../../../lib/phone-display.server.ts';
import { phoneText } from '../../../lib/phone-text.ts';
import type { RouteHandle } from '../../../lib/route-handle.ts';
import type { Route } from './+types/route';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { PicturesSection } from './pictures-section.tsx';
import { profileAction } from './profile-actions.server.ts';
import { ProfileSection } from './profile-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { loadSecurity } from './security-section.server.ts';

export const handle: RouteHandle = { titleKey: 'pages.settings.title', robots: 'noindex' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context, pageRules.signedIn);
  const { api } = context;
  const [profile, security] = await Promise.all([
    api.accountProfile().catch((error: unknown) => (error instanceof ApiError && error.status === 401 ? context.signInAgain() : Promise.reject(error))),
    loadSecurity(request, context, user),
  ]);
  const pendingPhoneNumber = profile.pendingPhoneNumber ? phoneText(displayPhonePair(profile.pendingPhoneNumber)) : null;
  return { user, profile, security, pendingPhoneNumber, saved: new URL(request.url).searchParams.get('saved') === 'profile' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await guardPage(request, context, pageRules.signedIn);
  return profileAction(request, context, isSeller(user));
}

/** My account (issue #4): profile, pictures, identity (sellers), security, then closing the account. */
export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, profile, security, pendingPhoneNumber, saved } = loaderData;
  const seller = isSeller(user);
  const result = (form: string) => (actionData && actionData.form === form ? actionData : undefined);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.settings.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.settings.intro')}</p>
      <ProfileSection profile={profile} email={user.email} seller={seller} result={result('profile')} saved={saved} />
      <PicturesSection profile={profile} seller={seller} profileResult={result('picture-profile')} coverResult={result('picture-cover')} />
      {seller ? <IdentitySection profile={profile} result={result('identity')} /> : null}
      <SecuritySection
        security={security}
        pendingPhoneNumber={pendingPhoneNumber}
      />
      <DeleteAccountSection result={result('delete')} />
    </div>
  );
}
