import { Link } from 'react-router';
import type { ProfileResponse } from '../../server/contract';
import { Icon } from './Icon';
import { PanelFrame, type PanelStatusProps } from './PanelFrame';
import { ProgressBar } from './ProgressBar';
import { CultureProgress } from './CultureProgress';
import { empireMessageIcon, empireMessageText } from './empireMessage';
import { formatDate, formatNumber } from '../i18n/format';
import { researchName, useText } from './text';
import { QuestSlot } from './quests/QuestPanel';
import './RightSidebar.css';

export type Profile = ProfileResponse['profile'];

export interface RightSidebarProps extends PanelStatusProps {
  profile: Profile | undefined;
  /** profile response's game_finished: research and the aether store are closed. */
  finished?: boolean;
}

function EmpireBox({ p }: { p: Profile }) {
  const t = useText();
  if (p.empire === null) {
    return (
      <div className="ak-rside__block">
        <h3 className="ak-rside__heading"><Icon name="ui:empire" />{t('panels.rightSidebar.empire')}</h3>
        <p className="ak-rside__muted">{t('panels.rightSidebar.noEmpire')}</p>
        <Link className="ak-button ak-button--small" to="/empire">{t('panels.rightSidebar.findEmpire')}</Link>
        {p.empireInvites > 0 && (
          <Link className="ak-rside__invites" to="/empire">
            <Icon name="ui:invites" />{t('panels.rightSidebar.invites', { count: p.empireInvites })}
          </Link>
        )}
      </div>
    );
  }
  const m = p.empire_message;
  return (
    <div className="ak-rside__block">
      <h3 className="ak-rside__heading">
        <Icon name="ui:empire" />
        {/* The sidebar only ever shows the player's own Empire: its home tab (members, actions), not the public profile. */}
        <Link to="/empire" className="ak-rside__empire">{p.empire_name}</Link>
        {p.empire_name_short && <span className="ak-rside__short">[{p.empire_name_short}]</span>}
      </h3>
      {m ? (
        <Link to="/empire/messages" className="ak-rside__message">
          <Icon name={empireMessageIcon(m.type)} />
          <span>
            <time dateTime={m.created_at}>{formatDate(m.created_at)}</time>
            {empireMessageText(t, m)}
          </span>
        </Link>
      ) : (
        <p className="ak-rside__muted">{t('panels.rightSidebar.noMessages')}</p>
      )}
      {p.empireInvites > 0 && (
        <Link className="ak-rside__invites" to="/empire">
          <Icon name="ui:invites" />{t('panels.rightSidebar.invites', { count: p.empireInvites })}
        </Link>
      )}
    </div>
  );
}

function ResearchBox({ p, finished }: { p: Profile; finished?: boolean }) {
  const t = useText();
  return (
    <div className="ak-rside__block">
      <h3 className="ak-rside__heading"><Icon name="resource:science" />{t('panels.rightSidebar.research')}</h3>
      {p.researching !== null && p.researching_name ? (
        <Link to="/research" className="ak-rside__bar-link">
          <ProgressBar tone="science" label={researchName(t, p.researching, p.researching_name)} value={p.science} max={p.science_base} />
        </Link>
      ) : (
        <p className="ak-rside__muted">
          {t('panels.rightSidebar.noResearch')}{' '}
          {!finished && <Link to="/research">{t('panels.rightSidebar.startResearch')}</Link>}
        </p>
      )}
    </div>
  );
}

/** The right sidebar: the first-hour quests, then empire, aether, research and culture of the whole kingdom. */
export function RightSidebar({ profile: p, finished, loading, error, onRetry }: RightSidebarProps) {
  const t = useText();
  return (
    <>
      {/* The first-hour quests lead: a new player's next step is the first thing in the sidebar. */}
      {p && <QuestSlot finished={finished} />}
      <PanelFrame
        className="ak-rside"
        aria-label={t('panels.rightSidebar.label')}
        title={p ? <><Icon name="ui:kingdom" />{p.username}</> : t('panels.rightSidebar.label')}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={!p ? t('panels.rightSidebar.empty') : null}
      >
        {p && (
          <>
            {finished && (
              <Link className="ak-rside__finished" to="/statistics">
                <Icon name="ui:finished" />{t('panels.rightSidebar.finished')}
              </Link>
            )}
            <EmpireBox p={p} />
            <Link className="ak-rside__aether" to="/aetherstore" title={t('panels.rightSidebar.aetherStore')}>
              <Icon name="resource:aether" size="var(--fs-xl)" />
              <span className="ak-rside__aether-amount">{formatNumber(p.aether)}</span>
              <span className="ak-rside__aether-label">{t('panels.rightSidebar.aetherStore')}</span>
            </Link>
            <ResearchBox p={p} finished={finished} />
            <CultureProgress culture={p.culture} next={p.nextCulture} />
          </>
        )}
      </PanelFrame>
    </>
  );
}
