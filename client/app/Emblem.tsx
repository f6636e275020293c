/**
 * The game's crest: a shield with a crown and an aether crystal, drawn in SVG so it needs no asset.
 * Colours come from the theme through `currentColor` and CSS variables.
 */
export function Emblem({ size = 96, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 96 96" role="img" aria-hidden="true">
      <defs>
        <linearGradient id="ak-emblem-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--banner-bright)" />
          <stop offset="1" stopColor="var(--banner)" />
        </linearGradient>
        <linearGradient id="ak-emblem-crystal" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--parchment)" />
          <stop offset="1" stopColor="var(--aether)" />
        </linearGradient>
      </defs>
      <path d="M48 14 L78 24 V48 C78 66 64 78 48 86 C32 78 18 66 18 48 V24 Z" fill="url(#ak-emblem-shield)"
        stroke="var(--gold)" strokeWidth="3" strokeLinejoin="round" />
      <path d="M48 20 L72 28 V48 C72 62 61 72 48 79 C35 72 24 62 24 48 V28 Z" fill="none" stroke="var(--gold-bright)"
        strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M32 10 L38 18 L48 8 L58 18 L64 10 L62 24 H34 Z" fill="var(--gold)" stroke="var(--bg)" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M48 34 L58 50 L48 70 L38 50 Z" fill="url(#ak-emblem-crystal)" stroke="var(--bg)" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M48 34 L48 70 M38 50 H58" stroke="var(--bg)" strokeOpacity="0.35" strokeWidth="1" />
    </svg>
  );
}
