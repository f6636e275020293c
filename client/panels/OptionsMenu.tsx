import { Link } from 'react-router';
import { Icon } from './Icon';
import { useText } from './text';
import './OptionsMenu.css';

export interface OptionsMenuProps {
  onReload: () => void;
  onLogout: () => void;
  /** Routes of the settings and help pages (SPEC.md section 2). */
  settingsTo?: string;
  helpTo?: string;
  /** Show the text next to each icon (wide layouts); otherwise icons only, named for assistive technology. */
  showLabels?: boolean;
}

/** Reload, settings, help, logout. */
export function OptionsMenu({ onReload, onLogout, settingsTo = '/settings', helpTo = '/help', showLabels }: OptionsMenuProps) {
  const t = useText();
  const label = (k: string) => t(`panels.options.${k}`);
  const text = (k: string) => (showLabels ? <span>{label(k)}</span> : null);
  return (
    <nav className={['ak-options', showLabels ? 'ak-options--labels' : ''].filter(Boolean).join(' ')} aria-label={label('label')}>
      <button type="button" className="ak-options__item" onClick={onReload} aria-label={label('reload')} title={label('reload')}>
        <Icon name="ui:reload" />{text('reload')}
      </button>
      <Link className="ak-options__item" to={settingsTo} aria-label={label('settings')} title={label('settings')}>
        <Icon name="ui:settings" />{text('settings')}
      </Link>
      <Link className="ak-options__item" to={helpTo} aria-label={label('help')} title={label('help')}>
        <Icon name="ui:help" />{text('help')}
      </Link>
      <button type="button" className="ak-options__item ak-options__item--logout" onClick={onLogout} aria-label={label('logout')} title={label('logout')}>
        <Icon name="ui:logout" />{text('logout')}
      </button>
    </nav>
  );
}
