import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../root.tsx';
import { copyrightYear } from '../ui/copyright-year.ts';
import { BoltIcon } from '../ui/icons.tsx';
import { SocialLinks } from '../ui/social-links.tsx';
import { FooterLinkColumns } from './footer-link-columns.tsx';
import { LocaleChooser } from './locale-chooser.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** The site footer (spec §2): newsletter, link columns, social links, language and currency. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { socials, year } = useRootData();
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <NewsletterForm />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <FooterLinkColumns />
        {socials.length > 0 ? (
          <section aria-labelledby="footer-follow-us" className="mt-8">
            <h2 id="footer-follow-us" className="text-sm font-semibold tracking-wide text-white uppercase">
              {t('footer.followUs')}
            </h2>
            <SocialLinks
              socials={socials}
              className="mt-2 flex flex-wrap gap-x-4 gap-y-1"
              linkClassName="px-1 text-slate-300 hover:text-white"
              nameClassName="text-sm"
            />
          </section>
        ) : null}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-slate-400">
            <BoltIcon className="size-4 text-accent-500" />
            © {copyrightYear(year)} {t('brand.name')}. {t('footer.rightsReserved')}
          </p>
          <LocaleChooser />
        </div>
      </div>
    </footer>
  );
}
