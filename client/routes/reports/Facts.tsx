import type { ReactNode } from 'react';
import { Icon } from '../../panels/Icon';
import type { IconName } from '../../panels/iconNames';

/** A row of labelled values in the pages' fact boxes; entries without a value are left out. */
export function Facts({ items, label }: { items: Array<[string, ReactNode, IconName?] | false | null | undefined>; label?: string }) {
  const shown = items.filter((i): i is [string, ReactNode, IconName?] => !!i && i[1] !== undefined && i[1] !== null);
  if (!shown.length) return null;
  return (
    <dl className="ak-vpage__facts" aria-label={label}>
      {shown.map(([dt, dd, icon], i) => (
        <div key={i}><dt>{icon && <Icon name={icon} />}{dt}</dt><dd>{dd}</dd></div>
      ))}
    </dl>
  );
}
