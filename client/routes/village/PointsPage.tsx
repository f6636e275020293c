import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useGamedata, useProfile } from '../../app/state';
import { Icon } from '../../panels/Icon';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatNumber } from '../../i18n/format';
import { effectiveRate } from '../../panels/resourceTicking';
import { researchName, useText } from '../../panels/text';
import { workSeconds } from '../../panels/queue/queueMath';
import type { GamedataResponse, VillageResponse } from '../../../server/contract';
import { amountCap, checkAmount } from './amount';
import { CostList } from './CostList';
import { useEconomyActions } from './useEconomy';
import { useVillageEconomy } from './useVillageEconomy';
import { VillagePageFrame } from './VillagePageFrame';

export type PointsKind = 'culture' | 'science';

/** /village/culture and /village/science: turn the village's work into culture or science points through the queue. */
export function PointsPage({ kind }: { kind: PointsKind }) {
  const { village } = useCurrentVillage();
  const t = useText();
  const gamedata = useGamedata();
  return (
    <VillagePageFrame tab={kind} title={t(`villagePages.tabs.${kind}`)}>
      {village && gamedata && <PointsBody kind={kind} data={village} gamedata={gamedata} />}
    </VillagePageFrame>
  );
}

export const CulturePage = () => <PointsPage kind="culture" />;
export const SciencePage = () => <PointsPage kind="science" />;

function PointsBody({ kind, data, gamedata }: { kind: PointsKind; data: VillageResponse; gamedata: GamedataResponse }) {
  const t = useText();
  const inputId = useId();
  const view = useVillageEconomy(data, gamedata);
  const actions = useEconomyActions();
  const finished = useFinished();
  const [raw, setRaw] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const profile = useProfile().profile?.profile;
  const v = data.village;
  const capFactor = gamedata.queueAmountCap ?? 2;
  const cap = amountCap(view.production, capFactor);
  // 'Max' offers what the cap and the stock both allow (1 point costs 1 of each resource).
  const affordable = Math.max(0, Math.floor(Math.min(view.stock.wood, view.stock.stone, view.stock.iron, view.stock.food)));
  const maxAmount = Math.min(cap, affordable);
  const check = checkAmount(raw, view.production, capFactor);
  const amount = check.ok ? check.amount : 0;
  const pointCost = { wood: amount, stone: amount, iron: amount, food: amount };
  const seconds = amount > 0 ? workSeconds(amount, view.production, kind, actions.withBuilders ? 1 : 0, gamedata.builderBoost) : undefined;
  const noResearch = kind === 'science' && profile !== undefined && profile.researching === null;
  const hourly = kind === 'culture' ? effectiveRate(v.culture, v.impr_culture) : effectiveRate(v.science, v.impr_science);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!check.ok || busy) return;
    setBusy(true);
    try {
      if (await actions.queuePoints(kind, check.amount)) { setRaw(''); setTouched(false); }
    } finally {
      setBusy(false);
    }
  };
  const error = touched && !check.ok ? t(check.key) : null;
  return (
    <>
      <section className="ak-vpage__section" aria-label={t(`villagePoints.${kind}.about`)}>
        <h2><Icon name={`resource:${kind}`} />{t(`villagePoints.${kind}.about`)}</h2>
        <p className="ak-vpage__note">{t(`villagePoints.${kind}.intro`)}</p>
        <dl className="ak-vpage__facts">
          <div><dt><Icon name={`resource:${kind}`} />{t(`villagePoints.${kind}.account`)}</dt>
            <dd>{formatNumber(kind === 'culture' ? profile?.culture ?? 0 : profile?.science ?? 0)}</dd></div>
          <div><dt><Icon name={`resource:${kind}`} />{t('villagePoints.hourly')}</dt><dd>{formatNumber(hourly)}{t('panels.common.perHour')}</dd></div>
          <div><dt><Icon name="resource:production" />{t('resources.production')}</dt><dd>{formatNumber(view.production)}{t('panels.common.perHour')}</dd></div>
        </dl>
        {kind === 'culture' && profile && (
          <p className="ak-vpage__note">{t('villagePoints.culture.thresholds', {
            village: formatNumber(profile.nextCulture.village), town: formatNumber(profile.nextCulture.town), city: formatNumber(profile.nextCulture.city),
          })}</p>
        )}
        {kind === 'science' && profile && profile.researching !== null && (
          <ProgressBar value={profile.science} max={profile.science_base} tone="science" detail="fraction"
            label={t('villagePoints.science.researching', { name: researchName(t, profile.researching, profile.researching_name) })} />
        )}
      </section>
      <section className="ak-vpage__section" aria-label={t(`villagePoints.${kind}.queue`)}>
        <h2><Icon name="ui:timer" />{t(`villagePoints.${kind}.queue`)}</h2>
        {noResearch && (
          <p className="ak-notice ak-notice--warn">
            {t('error_research_none')} · <Link className="ak-link" to="/research">{t('villagePoints.science.choose')}</Link>
          </p>
        )}
        <form className="ak-points" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="ak-points__label">{t('villagePoints.amount')}</label>
          <div className="ak-points__row">
            <input id={inputId} className="ak-input ak-points__input" inputMode="numeric" autoComplete="off" value={raw}
              onChange={(e) => setRaw(e.target.value)} onBlur={() => setTouched(raw !== '')}
              aria-invalid={error ? true : undefined} aria-describedby={`${inputId}-hint`} />
            <button type="button" className="ak-button ak-button--small" onClick={() => { setRaw(String(maxAmount)); setTouched(true); }} disabled={maxAmount <= 0}>
              {t('villagePoints.max', { amount: formatNumber(maxAmount) })}
            </button>
          </div>
          <p id={`${inputId}-hint`} className="ak-points__hint">{t('villagePoints.capHint', { cap: formatNumber(cap) })}</p>
          {error && <p className="ak-points__error" role="alert">{error}</p>}
          <CostList cost={pointCost} stock={view.stock} seconds={seconds} />
          {!finished && (
            <button type="submit" className="ak-button ak-button--primary ak-points__submit" disabled={busy || noResearch}>
              <Icon name={`resource:${kind}`} />{t(`villagePoints.${kind}.submit`)}
            </button>
          )}
        </form>
      </section>
    </>
  );
}
