import { useState, type CSSProperties } from 'react';
import { Icon } from '../../panels/Icon';
import { formatNumber, formatPercent } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { SimulateRequest, SimulateResponse } from '../../api/units';
import { buildArmy, sumGroups } from './armyMath';
import { UnitInputs } from './UnitInputs';
import { UnitList } from './UnitList';

export interface SimulateViewProps {
  /** Unit keys in the game's order. */
  unitKeys: readonly string[];
  /** Runs the simulation; resolves to the result or undefined on a failure (already shown as a toast). */
  onSimulate: (req: SimulateRequest) => Promise<SimulateResponse | undefined>;
  /** A result to start with (stories). */
  initialResult?: SimulateResponse;
}

/** The luck slider's range in whole percent (the battle rule's luck is -10%..+10%). */
const LUCK_MIN = -10;
const LUCK_MAX = 10;
const signed = (n: number) => `${n > 0 ? '+' : ''}${n}%`;

/** /village/army/simulate: both sides' units, wall 0-20 and luck -10%..+10%, then winner, strengths and losses. */
export function SimulateView({ unitKeys, onSimulate, initialResult }: SimulateViewProps) {
  const t = useText();
  const [atk, setAtk] = useState<Record<string, string>>({});
  const [def, setDef] = useState<Record<string, string>>({});
  const [wall, setWall] = useState(0);
  const [luck, setLuck] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SimulateResponse | undefined>(initialResult);
  const units_atk = buildArmy(atk);
  const units_def = buildArmy(def);
  const bad = !units_atk || !units_def;
  const run = async () => {
    if (bad) return;
    setBusy(true);
    try {
      const r = await onSimulate({ units_atk, units_def, wall, luck: luck / 100 });
      if (r) setResult(r);
    } finally { setBusy(false); }
  };
  return (
    <section className="ak-vpage__section ak-army__form" aria-label={t('army.simulate.title')}>
      <h2><Icon name="stat:attack" />{t('army.simulate.title')}</h2>
      <div className="ak-army__sides">
        <div><h3>{t('army.simulate.attacker')}</h3>
          <UnitInputs idPrefix="sim-atk" keys={unitKeys} values={atk} onChange={(k, v) => setAtk((s) => ({ ...s, [k]: v }))} /></div>
        <div><h3>{t('army.simulate.defender')}</h3>
          <UnitInputs idPrefix="sim-def" keys={unitKeys} values={def} onChange={(k, v) => setDef((s) => ({ ...s, [k]: v }))} /></div>
      </div>
      <div className="ak-army__field">
        <label htmlFor="sim-wall">{t('army.simulate.wall')}</label>
        <input id="sim-wall" className="ak-input" type="number" min={0} max={20} step={1} value={wall}
          onChange={(e) => setWall(Math.max(0, Math.min(20, Math.round(Number(e.target.value) || 0))))} />
      </div>
      {/* A themed slider: arrow keys step 1%, Home/End jump to the ends, a finger drags the large thumb. */}
      <div className="ak-army__field ak-army__luck">
        <label htmlFor="sim-luck">{t('army.simulate.luck')}</label>
        <div className="ak-range">
          <span className="ak-range__end" aria-hidden="true">{signed(LUCK_MIN)}</span>
          <input id="sim-luck" className="ak-range__input" type="range" min={LUCK_MIN} max={LUCK_MAX} step={1} value={luck}
            aria-valuetext={signed(luck)} style={{ '--ak-range-fill': `${((luck - LUCK_MIN) / (LUCK_MAX - LUCK_MIN)) * 100}%` } as CSSProperties}
            onChange={(e) => setLuck(Number(e.target.value))} />
          <span className="ak-range__end" aria-hidden="true">{signed(LUCK_MAX)}</span>
        </div>
        <output htmlFor="sim-luck" className="ak-range__value" data-testid="sim-luck-value">{signed(luck)}</output>
      </div>
      {bad && <p className="ak-army__missing">{t('army.simulate.badInput')}</p>}
      <div><button type="button" className="ak-btn ak-btn--primary" disabled={bad || busy} onClick={() => void run()}>{t('army.simulate.run')}</button></div>
      {result && (
        <div className="ak-army__result" aria-label={t('army.simulate.result')} role="region">
          <h3>{t('army.simulate.result')}</h3>
          <dl className="ak-vpage__facts">
            <dt>{t('army.simulate.winner')}</dt>
            <dd>{result.winner === 'attacker' ? t('army.simulate.attackerWins') : t('army.simulate.defenderWins')}</dd>
            <dt>{t('army.simulate.attackStrength')}</dt><dd>{formatNumber(Math.round(result.attackStrength))}</dd>
            <dt>{t('army.simulate.defenceStrength')}</dt><dd>{formatNumber(Math.round(result.defenceStrength))}</dd>
            <dt>{t('army.simulate.luck')}</dt><dd>{formatPercent(result.luck)}</dd>
            <dt>{t('army.simulate.wall')}</dt><dd>{result.wallLevel}</dd>
          </dl>
          <div className="ak-army__sides">
            <div><h4>{t('army.simulate.attackerLosses')}</h4><UnitList army={result.attackerLosses} order={unitKeys} none={t('army.simulate.noLosses')} /></div>
            <div><h4>{t('army.simulate.defenderLosses')}</h4><UnitList army={sumGroups(result.defenderLosses)} order={unitKeys} none={t('army.simulate.noLosses')} /></div>
          </div>
        </div>
      )}
    </section>
  );
}
