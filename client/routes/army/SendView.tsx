import { useState } from 'react';
import { MOVE_TYPES, type MoveType } from '../../../server/contract/units';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { formatDateTimeSeconds, formatDuration } from '../../i18n/format';
import { useText } from '../../panels/text';
import { sayText } from '../../i18n';
import type { Army, NobleChoice as Choice, SendBody, ValidateResponse } from '../../api/units';
import { buildArmy, nobleChoiceApplies, parseCoord, sendBody } from './armyMath';
import { NobleChoice, NobleSendConfirm } from './NobleChoice';
import { SendTarget, type LoadTile } from './SendTarget';
import type { LoadObjectives } from '../objectives/useObjectiveAt';
import { SiegeTargets } from './SiegeTargets';
import { UnitInputs } from './UnitInputs';

/** A refusal of the server, in its own words (shown under the form as well as in the toast). */
export interface Refused {
  refused: string;
  /** The refusal's catalogue key (`text.key` of the error body): a rule's refusal links to its guide step. */
  rule?: string;
}
export const isRefused = (v: unknown): v is Refused => typeof v === 'object' && v !== null && 'refused' in v;

export interface SendViewProps {
  unitKeys: readonly string[];
  /** The village's troops at home. */
  home: Army;
  initial?: { x?: number; y?: number; moveType?: MoveType; units?: Record<string, string> };
  /** The sending village's Siege Workshop level: it opens the siege's target slots. */
  siegeWorkshopLevel?: number;
  /** Building keys of the game's data (the siege targets to choose from). */
  buildingKeys?: readonly string[];
  /** Checks the send (validate:true); a refusal carries the server's text; undefined on other failures. */
  onValidate: (body: SendBody) => Promise<ValidateResponse | Refused | undefined>;
  /** Sends; resolves to whether it left (or the server's refusal). Absent: sending is not possible (finished game). */
  onSend?: (body: SendBody) => Promise<boolean | Refused>;
  /** A validation to start with (stories). */
  initialValidation?: ValidateResponse;
  /** The sending village's tile: the distance to the target is measured from it. */
  from?: { x: number; y: number };
  /** The continent's edge (GET user/gamedata maxCoord): tiles beyond it are not looked up. */
  maxCoord?: number;
  /** Reads the target tile's village and owner (GET map of one tile); absent: only the distance is shown. */
  loadTile?: LoadTile;
  /** GET map/objectives (stories give their own; default the API): names an event or objective at the target. */
  loadObjectives?: LoadObjectives;
}

/** /village/army/send: units, target coordinates (prefilled from ?x=&y=), move type; Validate before Send. */
export function SendView({ unitKeys, home, initial, onValidate, onSend, initialValidation, siegeWorkshopLevel = 0, buildingKeys = [], from, maxCoord, loadTile, loadObjectives }: SendViewProps) {
  const t = useText();
  const [units, setUnits] = useState<Record<string, string>>(initial?.units ?? {});
  const [x, setX] = useState(initial?.x === undefined ? '' : String(initial.x));
  const [y, setY] = useState(initial?.y === undefined ? '' : String(initial.y));
  const [moveType, setMoveType] = useState<MoveType>(initial?.moveType ?? 'attack');
  const [checked, setChecked] = useState<{ key: string; v: ValidateResponse } | undefined>();
  const [busy, setBusy] = useState(false);
  const [targets, setTargets] = useState<string[]>([]);
  const [choice, setChoice] = useState<Choice>('conquer');
  const [refused, setRefused] = useState<{ key: string; text: string; rule?: string } | undefined>();
  // Nobles' conquer or destroy cannot be undone once they arrive: Send asks first (NobleSendConfirm).
  const [asking, setAsking] = useState(false);
  // What is wrong with the form is said only once the player has typed something (or units came prefilled):
  // an untouched form is not a mistake.
  const [edited, setEdited] = useState(Object.values(initial?.units ?? {}).some((v) => v !== ''));
  const form = sendBody(units, x, y, moveType, home, { targets, choice });
  const key = 'body' in form ? JSON.stringify(form.body) : '';
  const nobles = nobleChoiceApplies(buildArmy(units), moveType);
  // A validation only counts for the exact form it checked; any change asks for a new one.
  const validation = initialValidation && !checked ? initialValidation : checked?.key === key ? checked.v : undefined;
  const validate = async () => {
    if (!('body' in form)) return;
    setBusy(true);
    try {
      const v = await onValidate(form.body);
      if (isRefused(v)) setRefused({ key, text: v.refused, rule: v.rule });
      else if (v) { setChecked({ key, v }); setRefused(undefined); }
    } finally { setBusy(false); }
  };
  const send = async () => {
    if (!('body' in form) || !onSend) return;
    setBusy(true);
    try {
      const r = await onSend(form.body);
      if (isRefused(r)) setRefused({ key, text: r.refused, rule: r.rule });
      else if (r) { setUnits({}); setChecked(undefined); setRefused(undefined); setEdited(false); }
    } finally { setBusy(false); }
  };
  const problem = 'error' in form
    ? form.error === 'tooMany' ? t('army.send.tooMany', { units: (form.units ?? []).map((k) => t(`units.${k}`)).join(', ') }) : t(`army.send.${form.error}`)
    : undefined;
  const keys = unitKeys.filter((k) => (home[k] ?? 0) > 0);
  return (
    <section className="ak-vpage__section ak-army__form" aria-label={t('army.send.title')}>
      <h2><Icon name="ui:army" />{t('army.send.title')}</h2>
      <h3>{t('army.send.units')}</h3>
      {keys.length === 0 ? <p className="ak-vpage__empty">{t('army.overview.noHome')}</p>
        : <UnitInputs idPrefix="send" keys={keys} values={units} available={home} onChange={(k, v) => { setEdited(true); setUnits((s) => ({ ...s, [k]: v })); }} />}
      <h3>{t('army.send.target')}</h3>
      {/* Each label stands right above its own input (the shell's .ak-field), the three side by side. */}
      <div className="ak-army__target" data-testid="send-target">
        <div className="ak-field ak-army__coord"><label className="ak-field__label" htmlFor="send-x">{t('army.send.x')}</label>
          <input id="send-x" className="ak-input" inputMode="numeric" value={x} onChange={(e) => { setEdited(true); setX(e.target.value); }} /></div>
        <div className="ak-field ak-army__coord"><label className="ak-field__label" htmlFor="send-y">{t('army.send.y')}</label>
          <input id="send-y" className="ak-input" inputMode="numeric" value={y} onChange={(e) => { setEdited(true); setY(e.target.value); }} /></div>
        <div className="ak-field ak-army__movetype"><label className="ak-field__label" htmlFor="send-type">{t('army.send.moveType')}</label>
          <select id="send-type" className="ak-input" value={moveType} onChange={(e) => setMoveType(e.target.value as MoveType)}>
            {MOVE_TYPES.map((m) => <option key={m} value={m}>{t(`movements.${m}`)}</option>)}
          </select></div>
      </div>
      <SendTarget x={parseCoord(x)} y={parseCoord(y)} from={from} maxCoord={maxCoord} loadTile={loadTile} loadObjectives={loadObjectives} />
      {moveType === 'siege' && <SiegeTargets workshopLevel={siegeWorkshopLevel} buildingKeys={buildingKeys} targets={targets} onChange={setTargets} />}
      {nobles && <NobleChoice value={choice} onChange={setChoice} />}
      {problem && edited && keys.length > 0 && <p className="ak-army__missing" data-testid="send-problem">{problem}</p>}
      {refused && refused.key === key && <p className="ak-army__missing" role="alert" data-testid="send-refused">{refused.text}<GuideLink refusal={refused.rule} /></p>}
      {validation && (
        <div role="status" className="ak-army__result">
          <dl className="ak-vpage__facts">
            <div><dt>{t('army.send.travel')}</dt><dd>{formatDuration(Math.ceil(validation.duration_ms / 1000))}</dd></div>
            {/* With seconds: at high game speeds a march lasts about a minute. */}
            <div><dt>{t('army.send.arrival')}</dt><dd>{formatDateTimeSeconds(validation.arrival)}</dd></div>
          </dl>
          {validation.missing.length > 0 && <p className="ak-army__missing">{t('army.send.missing', { units: validation.missing.map((k) => t(`units.${k}`)).join(', ') })}</p>}
          {validation.warnings.length > 0 && (
            <div className="ak-army__warnings"><strong>{t('army.send.warnings')}</strong>
              <ul>{validation.warnings.map((w) => <li key={w.key}>{sayText(w)}<GuideLink refusal={w.key} /></li>)}</ul></div>
          )}
        </div>
      )}
      <div className="ak-army__row-actions">
        <button type="button" className="ak-btn" disabled={!('body' in form) || busy} onClick={() => void validate()}>{t('army.send.validate')}</button>
        <button type="button" className="ak-btn ak-btn--primary" disabled={!validation?.valid || !('body' in form) || busy || !onSend}
          aria-haspopup={nobles ? 'dialog' : undefined} onClick={() => (nobles ? setAsking(true) : void send())}>{t('army.send.send')}</button>
      </div>
      {nobles && <NobleSendConfirm open={asking} choice={choice} x={x} y={y}
        onCancel={() => setAsking(false)} onConfirm={() => { setAsking(false); void send(); }} />}
    </section>
  );
}
