import { Icon } from '../../panels/Icon';
import { formatCoords } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { KingdomVillageRow } from './useKingdomVillages';

/** The first cell of every kingdom table: the village, which becomes current when clicked. */
export function VillageNameCell({ row, current, onSelect }: { row: KingdomVillageRow; current: boolean; onSelect: (id: number) => void }) {
  const t = useText();
  return (
    <th scope="row" className="ak-kingdom__village">
      <button
        type="button"
        className={['ak-kingdom__select', current ? 'is-current' : ''].filter(Boolean).join(' ')}
        aria-current={current ? 'true' : undefined}
        title={current ? t('kingdomPage.current') : t('kingdomPage.select')}
        onClick={() => onSelect(row.item.id)}
      >
        <Icon name="ui:village" />
        <span className="ak-kingdom__vname">{row.item.name}</span>{' '}
        <span className="ak-kingdom__coords">{formatCoords(row.item.x, row.item.y)}</span>
      </button>
    </th>
  );
}

/** Cells standing in for a village whose state is still loading or failed to load. */
export function RowStatusCells({ row, span }: { row: KingdomVillageRow; span: number }) {
  const t = useText();
  if (row.error) {
    return (
      <td colSpan={span} className="ak-kingdom__rowerror" role="alert">
        <span className="ak-kingdom__rowstate">
          {t('kingdomPage.rowError')}{' '}
          <button type="button" className="ak-button ak-button--small" onClick={row.retry}>{t('panels.common.retry')}</button>
        </span>
      </td>
    );
  }
  return <td colSpan={span} className="ak-kingdom__rowloading" role="status">{t('kingdomPage.rowLoading')}</td>;
}
