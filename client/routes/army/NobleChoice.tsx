import type { NobleChoice as Choice } from '../../api/units';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { useText } from '../../panels/text';

const CHOICES: readonly Choice[] = ['conquer', 'destroy'];

/** What the Nobles do when they bring loyalty to 0: conquer (the default) or destroy the village. */
export function NobleChoice({ value, onChange }: { value: Choice; onChange: (c: Choice) => void }) {
  const t = useText();
  return (
    <fieldset className="ak-army__fieldset" data-testid="noble-choice">
      <legend><Icon name={iconFor('unit', 'special2')} />{t('army.send.noble.title')}</legend>
      <div className="ak-army__choices" role="radiogroup" aria-label={t('army.send.noble.title')}>
        {CHOICES.map((c) => (
          <label key={c} className="ak-army__choice">
            <input type="radio" name="noble-choice" value={c} checked={value === c} onChange={() => onChange(c)} />
            <span>{t(`army.send.noble.${c}`)}</span>
          </label>
        ))}
      </div>
      <p className="ak-vpage__note">{t('army.send.noble.explain')}</p>
    </fieldset>
  );
}

export interface NobleSendConfirmProps {
  open: boolean;
  choice: Choice;
  /** The target as typed in the form. */
  x: string;
  y: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Sending Nobles asks first: the choice goes with the army, and a conquest or a razing at loyalty 0 can
 * never be undone (docs/RULES.md, Loyalty and conquest).
 */
export function NobleSendConfirm({ open, choice, x, y, onConfirm, onCancel }: NobleSendConfirmProps) {
  const t = useText();
  return (
    <ConfirmDialog
      open={open}
      icon={choice === 'destroy' ? 'ui:attack_alert' : 'ui:loyalty'}
      title={t(`confirm.noble.${choice}Title`, { x: x.trim(), y: y.trim() })}
      message={<p>{t('confirm.noble.message')}</p>}
      irreversible={t(`confirm.noble.${choice}Irreversible`)}
      confirmLabel={t(`confirm.noble.${choice}Confirm`)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
