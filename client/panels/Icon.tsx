import { ICON_BODIES, ICON_VIEWBOX } from '../../assets/icons/icons.generated';
import { ICON_NAMES, RESOURCE_TINT, type IconName, type ResourceKey } from './iconNames';
import './Icon.css';

export interface IconProps {
  name: IconName;
  /** CSS size (a theme token such as var(--fs-lg)); defaults to 1.25em so icons follow the text. */
  size?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** Overrides the colour; resource icons are tinted with their theme colour by default. */
  color?: string;
  className?: string;
}

/** A game-icons glyph as inline SVG drawn in currentColor (the body is our own generated, trusted asset). */
export function Icon({ name, size, title, color, className }: IconProps) {
  const glyph = ICON_NAMES[name] ?? ICON_NAMES['ui:unknown'];
  const body = ICON_BODIES[glyph] ?? '';
  const [category, key] = name.split(':') as [string, string];
  const tint = color ?? (category === 'resource' ? RESOURCE_TINT[key as ResourceKey] : undefined);
  const style = { ...(size ? { width: size, height: size } : {}), ...(tint ? { color: tint } : {}) };
  return (
    <svg
      className={['ak-icon', className].filter(Boolean).join(' ')}
      viewBox={ICON_VIEWBOX}
      style={style}
      data-icon={name}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      dangerouslySetInnerHTML={{ __html: title ? `<title>${escapeXml(title)}</title>${body}` : body }}
    />
  );
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}
