import { useText } from '../../panels/text';
import { reasonText, type BlockReason } from './availability';

/** Why a building cannot be queued now, in the spec's words (SPEC.md section 8, building notices). */
export function ReasonList({ reasons, researchName }: { reasons: BlockReason[]; researchName?: (key: string) => string }) {
  const t = useText();
  if (!reasons.length) return null;
  return (
    <ul className="ak-reasons">
      {reasons.map((r) => {
        const { key, vars } = reasonText(r);
        const text = r.key === 'district'
          ? t(key, { district: t(`panels.names.district.${r.district}`) })
          : t(key, vars);
        const extra = r.key === 'tier' ? ` (${t(`tiers.${r.tier}`)})`
          : r.key === 'research' ? ` (${researchName ? researchName(r.research) : t(`research.${r.research}`)})` : '';
        return <li key={r.key} className={`ak-reasons__item ak-reasons__item--${r.key}`}>{text}{extra}</li>;
      })}
    </ul>
  );
}
