import type { NobleChoice as Choice } from '../../api/units';
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
