import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { GamedataResponse } from '../../../../server/contract';
import { Icon } from '../../../panels/Icon';
import type { IconName } from '../../../panels/iconNames';
import { useText } from '../../../panels/text';
import { GUIDE_SECTION_KEYS, guidePath, type GuideSection } from '../../../app/guide';
import { FirstHour } from './FirstHour';
import { Attacks } from './Attacks';
import { Trade } from './Trade';
import './guide.css';

const ICONS: Record<GuideSection, IconName> = { 'first-hour': 'ui:village', attacks: 'ui:army', trade: 'ui:logistics' };

/**
 * The guide (SPEC.md section 2, 'army help and guide links'): one section per route
 * (client/app/guide.ts), each step an anchor. Opening `/help/guide/attacks#protection` scrolls to the step.
 */
export function GuidePage({ gamedata, section }: { gamedata: GamedataResponse; section: GuideSection }) {
  const t = useText();
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const el = id ? document.getElementById(id) : null;
    if (!el) return;
    el.scrollIntoView?.({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [section, hash]);
  return (
    <div className="ak-guide">
      <nav className="ak-guide__nav" aria-label={t('guide.navLabel')}>
        {GUIDE_SECTION_KEYS.map((s) => (
          <Link key={s} to={guidePath(s)} className="ak-guide__navlink" aria-current={s === section ? 'page' : undefined}>
            <Icon name={ICONS[s]} />{t(`guide.sections.${s}.title`)}
            {s === 'trade' && <span className="ak-badge ak-badge--gold">{t('guide.coming')}</span>}
          </Link>
        ))}
      </nav>
      <section className="ak-vpage__section ak-guide__section" aria-labelledby="ak-guide-title">
        <h2 id="ak-guide-title"><Icon name={ICONS[section]} />{t(`guide.sections.${section}.title`)}</h2>
        <p className="ak-vpage__note">{t(`guide.sections.${section}.intro`, { speed: gamedata.speed })}</p>
        {section === 'first-hour' ? <FirstHour gamedata={gamedata} />
          : section === 'attacks' ? <Attacks gamedata={gamedata} />
            : <Trade gamedata={gamedata} />}
      </section>
    </div>
  );
}
