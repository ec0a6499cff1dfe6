import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/** Share on Facebook, X, LinkedIn and WhatsApp: plain links, no third-party script. */
export function ShareLinks({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(name);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { name: 'X', href: `https://x.com/intent/post?url=${encoded}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${encoded}` },
  ];
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{t('product.share')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100"
              aria-label={t('product.shareOn', { network: link.name })}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
