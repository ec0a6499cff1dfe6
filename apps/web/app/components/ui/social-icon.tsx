import { GlobeIcon } from './icons.tsx';

/*
 * Simplified marks of the social networks the content service can list (its `icon`
 * field). An unknown value gets a globe so a new network still shows something.
 */
const svgProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function SocialIcon({ icon, className = 'size-5' }: { icon: string; className?: string }) {
  switch (icon.trim().toLowerCase()) {
    case 'facebook':
      return (
        <svg {...svgProps} className={className}>
          <path d="M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5h2.6l.6-3.5h-3.2V9a1 1 0 0 1 .5-1Z" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...svgProps} className={className}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'x':
    case 'twitter':
      return (
        <svg {...svgProps} className={className}>
          <path d="M4 4h4.2L20 20h-4.2L4 4Z" strokeWidth={1.6} />
          <path d="m19.5 4-6.4 7.2M10.9 12.8 4.5 20" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...svgProps} className={className}>
          <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
          <path d="M14 3c.6 2.6 2.5 4.4 5 4.8" />
        </svg>
      );
    case 'whatsapp':
      return (
        <svg {...svgProps} className={className}>
          <path d="M4 20.5 5.4 16A8.5 8.5 0 1 1 8.3 19.2L4 20.5Z" strokeWidth={1.8} />
          <path
            d="M9.2 8c-.4.9 0 2.6 1.5 4.2 1.6 1.7 3.5 2.3 4.5 1.9l.8-1.2-1.9-1-.8.7c-.9-.3-1.9-1.3-2.3-2.2l.7-.8-.9-2-1.6.4Z"
            fill="currentColor"
            stroke="none"
          />
        </svg>
      );
    default:
      return <GlobeIcon className={className} />;
  }
}
