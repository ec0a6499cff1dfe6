import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { useRootData } from '../../root.tsx';
import { categoryHref, FOOTER_CITIES, locationHref, searchKeyHref } from './footer-hrefs.ts';

interface FooterLink {
  to: string;
  label: string;
}

function LinkColumn({ title, links, className = '' }: { title: string; links: FooterLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <section className={className}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="flex min-h-10 items-center text-sm text-slate-300 hover:text-white hover:underline md:min-h-8">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Help pages, then searches by category, city and popular keyword. */
export function FooterLinkColumns() {
  const { t } = useTranslation();
  const { categories, searchKeys } = useRootData();
  const help: FooterLink[] = [
    { to: '/contact-us', label: t('footer.contact') },
    { to: '/faq', label: t('footer.faq') },
    { to: '/cgu', label: t('footer.cgu') },
    { to: '/privacy', label: t('footer.privacy') },
  ];
  return (
    <nav aria-label={t('footer.navLabel')} className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-[1fr_2fr_1fr_1fr]">
      <LinkColumn title={t('footer.help')} links={help} />
      <LinkColumn title={t('footer.cities')} links={FOOTER_CITIES.map((city) => ({ to: locationHref(city), label: city }))} className="lg:order-3" />
      <LinkColumn
        title={t('footer.categories')}
        links={categories.map((category) => ({ to: categoryHref(category.slug), label: category.name }))}
        className="col-span-2 lg:order-2 lg:col-span-1 [&_li]:break-inside-avoid [&_ul]:sm:columns-2 [&_ul]:sm:gap-6"
      />
      <LinkColumn
        title={t('footer.popularSearches')}
        links={searchKeys.map((key) => ({ to: searchKeyHref(key.query), label: `#${key.keyword.replace(/^#/, '')}` }))}
        className="col-span-2 sm:col-span-1 lg:order-4"
      />
    </nav>
  );
}
