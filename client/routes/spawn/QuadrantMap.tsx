import type { Quadrant } from '../../../server/contract';

/** Where each quadrant sits in the little map: NW top left, NE top right, SW bottom left, SE bottom right. */
const CELL: Record<Quadrant, { x: number; y: number }> = { NW: { x: 0, y: 0 }, NE: { x: 50, y: 0 }, SW: { x: 0, y: 50 }, SE: { x: 50, y: 50 } };

/** A small continent with the chosen quadrant lit, as the card's picture. */
export function QuadrantMap({ quadrant, size = 88 }: { quadrant: Quadrant; size?: number }) {
  const c = CELL[quadrant];
  const clip = `ak-q-${quadrant}`;
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" className="ak-qmap">
      <defs>
        <clipPath id={clip}><rect x={c.x} y={c.y} width="50" height="50" /></clipPath>
      </defs>
      <rect x="1" y="1" width="98" height="98" rx="10" fill="var(--bg)" stroke="var(--panel-border)" />
      {/* The continent's coast, the same for every card so the highlight is what differs. */}
      <path id={`${clip}-land`} d="M18 30 C22 14 44 10 56 16 C70 10 88 20 86 38 C94 52 88 74 72 80 C62 92 40 90 30 80 C14 76 8 58 14 46 C10 40 12 34 18 30 Z"
        fill="var(--panel-2)" stroke="var(--panel-border-strong)" strokeWidth="1.5" />
      <path d="M18 30 C22 14 44 10 56 16 C70 10 88 20 86 38 C94 52 88 74 72 80 C62 92 40 90 30 80 C14 76 8 58 14 46 C10 40 12 34 18 30 Z"
        fill="var(--gold)" fillOpacity="0.55" clipPath={`url(#${clip})`} />
      <path d="M50 6 V94 M6 50 H94" stroke="var(--text-faint)" strokeWidth="1" strokeDasharray="3 3" />
      <circle cx={c.x + 25} cy={c.y + 25} r="4.5" fill="var(--banner-bright)" stroke="var(--parchment)" strokeWidth="1.5" />
      <text x="50" y="12" textAnchor="middle" fontSize="9" fill="var(--text-dim)" fontFamily="var(--font-body)">N</text>
    </svg>
  );
}
