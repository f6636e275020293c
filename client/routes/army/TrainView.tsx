import { useState } from 'react';
import type { GamedataResponse } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { PanelFrame } from '../../panels/PanelFrame';
import { StatTip } from '../../panels/StatTip';
import { workSeconds } from '../../panels/queue/queueMath';
import { formatDuration, formatNumber } from '../../i18n/format';
import { useText, type TextFn } from '../../panels/text';
import type { AllowedUnit, Missing } from '../../api/units';
import { parseAmount } from './armyMath';

type GameUnit = GamedataResponse['units'][number];
const RES = ['wood', 'stone', 'iron', 'food'] as const;

export interface TrainViewProps {
  /** The game's unit table (stats). */
  units: GameUnit[];
  /** GET units/village/{id}/allowed. */
  allowed: AllowedUnit[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Queues training; resolves to whether it was accepted. Absent: training is not possible (finished game). */
  onTrain?: (unitKey: string, amount: number) => Promise<boolean>;
  /**
   * The village's work points per hour (production after improvements): training runs in the same queue
   * as buildings, so a unit takes its work / production (x the builder boost). Absent: no times shown.
   */
  production?: number;
  /** Builder charges the next item takes (0 or 1) and their boost (GET user/gamedata builderBoost). */
  builders?: number;
  builderBoost?: { building: number; other: number };
}

/** Seconds one unit's (or `amount` units') work takes in this village; null without production. */
export function trainingSeconds(work: number, amount: number, p: Pick<TrainViewProps, 'production' | 'builders' | 'builderBoost'>): number | null {
  if (p.production === undefined) return null;
  return workSeconds(work * amount, p.production, 'unit', p.builders ?? 0, p.builderBoost);
}

export function missingText(m: Missing, t: TextFn): string {
  return m.kind === 'building'
    ? t('army.train.needsBuilding', { building: t(`buildings.${m.building}`), level: m.level, have: m.have })
    : t('army.train.needsResearch', { research: t(`research.${m.research}`) });
}

/** /village/army/train: every unit with stats, cost and requirements; an amount and Train for the allowed ones. */
export function TrainView(p: TrainViewProps) {
  const t = useText();
  if (!p.allowed || p.loading || p.error) {
    return <PanelFrame title={t('army.train.title')} loading={p.loading} error={p.error} onRetry={p.onRetry} />;
  }
  return (
    <section className="ak-vpage__section" aria-label={t('army.train.title')}>
      <h2><Icon name="ui:army" />{t('army.train.title')}</h2>
      <div className="ak-vpage__cards">
        {p.allowed.map((a) => <TrainCard key={a.key} allowed={a} unit={p.units.find((u) => u.key === a.key)} onTrain={p.onTrain} speed={p} />)}
      </div>
    </section>
  );
}

function TrainCard({ allowed: a, unit: u, onTrain, speed }: {
  allowed: AllowedUnit; unit: GameUnit | undefined; onTrain?: TrainViewProps['onTrain'];
  speed: Pick<TrainViewProps, 'production' | 'builders' | 'builderBoost'>;
}) {
  const t = useText();
  const [text, setText] = useState('1');
  const [busy, setBusy] = useState(false);
  const amount = parseAmount(text);
  const bad = amount === undefined || amount < 1;
  const name = t(`units.${a.key}`);
  const perUnit = trainingSeconds(a.work, 1, speed);
  const total = bad ? null : trainingSeconds(a.work, amount!, speed);
  const train = async () => {
    if (bad || !onTrain) return;
    setBusy(true);
    try { await onTrain(a.key, amount!); } finally { setBusy(false); }
  };
  return (
    <article className="ak-army__card" aria-label={name}>
      <h3><Icon name={iconFor('unit', a.key)} size="28px" />{name}</h3>
      {u && (
        <ul className="ak-army__stats" aria-label={t('army.train.stats')}>
          <li><StatTip icon="stat:attack" name={t('unitStats.attack')} value={formatNumber(u.attack)} /></li>
          <li><StatTip icon="stat:defmelee" name={t('unitStats.defmelee')} value={formatNumber(u.defence.melee)} /></li>
          <li><StatTip icon="stat:defcav" name={t('unitStats.defcav')} value={formatNumber(u.defence.cav)} /></li>
          <li><StatTip icon="stat:defranged" name={t('unitStats.defranged')} value={formatNumber(u.defence.ranged)} /></li>
          <li><StatTip icon="stat:speed" name={t('unitStats.speed')} value={formatNumber(u.speed)} /></li>
          <li><StatTip icon="stat:consumption" name={t('unitStats.consumption')} value={formatNumber(u.consumption)} /></li>
        </ul>
      )}
      <ul className="ak-army__stats" aria-label={t('army.train.cost')}>
        {RES.filter((r) => (a.cost[r] ?? 0) > 0).map((r) => (
          <li key={r}><StatTip icon={`resource:${r}`} name={t(`resources.${r}`)} value={formatNumber(a.cost[r]!)} /></li>
        ))}
        <li><StatTip icon="resource:production" name={t('army.train.work')} value={formatNumber(a.work)} /></li>
      </ul>
      {perUnit !== null && (
        <p className="ak-army__time" data-testid="train-time">
          <Icon name="ui:timer" />{t('army.train.timePerUnit', { time: formatDuration(perUnit) })}
          {total !== null && amount! > 1 && <span className="ak-army__total"> · {t('army.train.totalTime', { amount: formatNumber(amount!), time: formatDuration(total) })}</span>}
        </p>
      )}
      {a.allowed ? (
        <div className="ak-army__field">
          <label htmlFor={`train-${a.key}`}>{t('army.train.amount')}</label>
          <input id={`train-${a.key}`} className="ak-input" inputMode="numeric" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={bad || undefined} />
          <button type="button" className="ak-btn ak-btn--primary" disabled={bad || busy || !onTrain} onClick={() => void train()}>{t('army.train.train')}</button>
        </div>
      ) : (
        <div className="ak-army__missing" role="note">
          <strong>{t('army.train.requirementsNotMet')}</strong>
          <ul>{a.missing.map((m, i) => <li key={i}>{missingText(m, t)}</li>)}</ul>
        </div>
      )}
      {a.allowed && bad && <p className="ak-army__missing">{t('army.train.badAmount')}</p>}
    </article>
  );
}
