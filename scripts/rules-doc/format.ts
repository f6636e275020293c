/** Small Markdown helpers for docs/RULES.md (deterministic: no locale, no dates). */

/** 12345.6 -> "12,346"; fractions keep up to 2 decimals. */
export function num(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  const [int, dec] = String(Math.abs(rounded)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${dec ? `.${dec}` : ''}`;
}

export function pct(fraction: number): string {
  return `${Math.round(fraction * 1000) / 10}%`;
}

export function table(head: string[], rows: (string | number)[][]): string {
  const cell = (c: string | number) => String(c).replace(/\|/g, '\\|');
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** "1h 05m", "3d 4h", "12m 30s" from seconds. */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  return `${m}m ${String(s % 60).padStart(2, '0')}s`;
}
