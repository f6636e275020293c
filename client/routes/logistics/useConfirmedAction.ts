import { useState } from 'react';
import { isRefused, type Refused } from './SendView';

/**
 * An action on one row that asks first (accept an offer, cancel one's own): the row being asked about
 * (`asking`, opened by the row's button, confirmed or dropped by the dialog), whether the action runs
 * (`busy`), and the server's refusal kept beside the row it was about.
 */
export function useConfirmedAction<T extends { id: number }>(run: ((row: T) => Promise<unknown>) | undefined, initial?: T) {
  const [asking, setAsking] = useState<T | undefined>(initial);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ id: number } & Refused | undefined>();
  const act = async (row: T) => {
    if (!run) return;
    setBusy(true);
    try {
      const r = await run(row);
      setRefused(isRefused(r) ? { id: row.id, ...r } : undefined);
    } finally { setBusy(false); }
  };
  /** The dialog's confirm: closes it and runs the action on the row asked about. */
  const confirm = () => { const row = asking; setAsking(undefined); if (row) void act(row); };
  return { asking, setAsking, busy, refused, confirm };
}
