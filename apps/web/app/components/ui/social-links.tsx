import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { Social } from '@store/contracts/content';
import { SocialIcon } from './social-icon.tsx';

export type SocialLink = Social;

/** `_self` when the content service asks for it, a new tab otherwise. */
const targetOf = (linkTarget: string) => (linkTarget === '_self' ? '_self' : '_blank');

/**
 * The store's social networks from the content service. `nameClassName` decides whether
 * the name is visible or only read out (it is always the link's accessible name).
 */
export function SocialLinks({
  socials,
  className = 'flex items-center gap-1',
  linkClassName = '',
  nameClassName = 'sr-only',
}: {
  socials: SocialLink[];
  className?: string;
  linkClassName?: string;
  nameClassName?: string;
}) {
  const { t } = useTranslation();
  if (socials.length === 0) return null;
  return (
    <ul className={className}>
      {socials.map((social) => {
        const target = targetOf(social.linkTarget);
        return (
          <li key={`${social.name}-${social.url}`}>
            <a href={social.url} target={target} rel="noopener noreferrer" className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md ${linkClassName}`}>
              <SocialIcon icon={social.icon} />
              <span className={nameClassName}>{social.name}</span>
              {target === '_blank' ? <span className="sr-only">{t('ui.newWindow')}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
