import { siegeSlots, siegeTargetsError } from '../../../server/game/battle/siege';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { sayText } from '../../i18n';

/** Siege Workshop levels that open a target slot (SPEC.md section 9). */
export const SLOT_LEVELS = [1, 5, 10, 15, 20] as const;

/** The next Siege Workshop level that opens another slot, or undefined when all are open. */
export function nextSlotLevel(level: number): number | undefined {
  return SLOT_LEVELS.find((l) => l > level);
}

/** The walls are always rolled against and can never be chosen. */
export const NOT_A_TARGET = 'walls';

export interface SiegeTargetsProps {
  /** The sending village's Siege Workshop level (0: none built). */
  workshopLevel: number;
  /** Building keys of the game's data, in the game's order. */
  buildingKeys: readonly string[];
  /** One entry per open slot; '' is an empty slot. */
  targets: readonly string[];
  onChange: (targets: string[]) => void;
}

/**
 * The siege's target slots: one building picker per slot the sending village's Siege Workshop opens
 * (levels 1, 5, 10, 15, 20), each building at most once, the walls never (they are always rolled).
 */
export function SiegeTargets({ workshopLevel, buildingKeys, targets, onChange }: SiegeTargetsProps) {
  const t = useText();
  const slots = siegeSlots(workshopLevel);
  const next = nextSlotLevel(workshopLevel);
  const options = buildingKeys.filter((k) => k !== NOT_A_TARGET);
  const chosen = targets.slice(0, slots).filter((k) => k !== '');
  // The same check the server makes, with its words: shown before the send is even tried.
  const problem = siegeTargetsError(chosen, slots, (k) => buildingKeys.includes(k));
  const set = (i: number, key: string) => {
    const next = Array.from({ length: slots }, (_, j) => targets[j] ?? '');
    next[i] = key;
    onChange(next);
  };
  return (
    <fieldset className="ak-army__fieldset" aria-label={t('army.send.siege.title')} data-testid="siege-targets">
      <legend><Icon name={iconFor('building', 'siege_workshop')} />{t('army.send.siege.title')}</legend>
      {slots === 0 ? (
        <p className="ak-army__missing" role="note">{t('army.send.siege.noWorkshop')}</p>
      ) : (
        <>
          <p className="ak-vpage__note">
            {t('army.send.siege.slots', { level: workshopLevel, count: slots })}
            {next !== undefined && <> {t('army.send.siege.nextSlot', { level: next })}</>}
          </p>
          <div className="ak-army__grid">
            {Array.from({ length: slots }, (_, i) => {
              const value = targets[i] ?? '';
              const takenElsewhere = new Set(targets.filter((k, j) => j !== i && j < slots && k !== ''));
              return (
                <div className="ak-army__field ak-army__slot" key={i}>
                  <label htmlFor={`siege-target-${i}`}>{t('army.send.siege.slot', { n: i + 1 })}</label>
                  <select id={`siege-target-${i}`} className="ak-input" value={value} onChange={(e) => set(i, e.target.value)}>
                    <option value="">{t('army.send.siege.none')}</option>
                    {options.map((k) => <option key={k} value={k} disabled={takenElsewhere.has(k)}>{t(`buildings.${k}`)}</option>)}
                  </select>
                </div>
              );
            })}
          </div>
        </>
      )}
      <p className="ak-vpage__note"><Icon name="stat:wall" /> {t('army.send.siege.walls')}</p>
      {problem && slots > 0 && <p className="ak-army__missing" role="alert">{sayText(problem)}</p>}
    </fieldset>
  );
}
