import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../../client/app/Toaster';
import { createToastStore, type ToastKind } from '../../client/app/toasts';
import { guideForRefusal } from '../../client/app/refusalGuide';
import { showAttackToast } from '../../client/app/push/attackToast';
import type { PushEventOf } from '../../server/contract/push';
import '../../client/app/ui.css';

type Attack = PushEventOf<'attack_incoming'>;

/**
 * An attack on Highmoor that set out `travelledS` seconds ago and arrives in `leftS`, from when this module
 * loads: the stories test renders hundreds of stories first, so the key contents name the hour, not the seconds.
 */
function attackIn(id: number, attacker: string | null, travelledS: number, leftS: number): Attack {
  const now = Date.now();
  return {
    type: 'attack_incoming', village_id: 11, village_name: 'Highmoor', attacker,
    movement: {
      id, kind: 'attack', own: false, from: { village_id: 90, x: 1, y: 2 }, to: { village_id: 11, x: 12, y: -7 }, units: null, resources: null,
      started_at: new Date(now - travelledS * 1000).toISOString(), due_at: new Date(now + leftS * 1000).toISOString(),
    },
  };
}

/**
 * A store of its own per story, filled with the given toasts (with a link: a refusal's step of the guide)
 * and incoming attacks (their time left counting down), plus buttons to raise more.
 */
function ToastDemo({ initial, attacks = [] }: { initial: Array<[ToastKind, string] | [ToastKind, string, string]>; attacks?: Attack[] }) {
  const [store] = useState(() => {
    // Long enough to look at: a story's toasts do not go after 6 s (nor an attack's after 15 s).
    const s = createToastStore(() => undefined);
    for (const [kind, text, link] of initial) s.push(kind, text, { link });
    for (const attack of attacks) showAttackToast(attack, Date.now(), s);
    return s;
  });
  return (
    <div style={{ minHeight: 320, display: 'flex', gap: 'var(--sp-2)', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <button type="button" className="ak-btn" onClick={() => store.push('error', 'Could not make a connection to the server')}>Show error toast</button>
      <button type="button" className="ak-btn" onClick={() => store.push('success', 'Your profile is saved')}>Show success toast</button>
      <button type="button" className="ak-btn" onClick={() => store.push('info', 'Resources arrive in 10 minutes')}>Show info toast</button>
      <Toaster store={store} />
    </div>
  );
}

const meta: Meta<typeof ToastDemo> = {
  title: 'App/Toasts',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ToastDemo>;

export const Empty: Story = {
  args: { initial: [] },
  parameters: { keyContent: ['Show error toast', 'Show success toast', 'Show info toast'] },
};

/** Red error, green success, blue info; a click dismisses one, each goes after 6000 ms. */
export const Full: Story = {
  args: {
    initial: [
      ['error', "Can't do this, the game is finished"],
      ['success', 'The Kingdom was invited'],
      ['info', 'Registration is possible when the game starts.'],
    ],
  },
  parameters: { keyContent: ["Can't do this, the game is finished", 'The Kingdom was invited', 'Registration is possible when the game starts.'] },
};

export const Error: Story = {
  args: { initial: [['error', 'You are too fast for the server (too many requests)']] },
  parameters: { keyContent: ['You are too fast for the server (too many requests)'] },
};

/** A refusal that names a rule: 'Why? See the guide' opens its step (client/app/refusalGuide.ts). */
export const GuideLink: Story = {
  args: {
    initial: [
      ['error', 'That kingdom is under beginner protection until 24/11/2025, 18:30 UTC', guideForRefusal('refusals.send.protectedTarget')!],
      ['error', 'Not enough resources'],
    ],
  },
  parameters: { keyContent: ['That kingdom is under beginner protection until 24/11/2025, 18:30 UTC', 'Why? See the guide', 'Not enough resources'] },
};

/**
 * An incoming attack (push): village, attacker and arrival on the server clock, the time left counting down
 * every second over a bar of the march already behind the army (a third of it here); 15 s, or a click.
 */
export const IncomingAttack: Story = {
  args: { initial: [], attacks: [attackIn(9, 'Brenna', 3600 + 7 * 60, 2 * 3600 + 14 * 60 + 30)] },
  parameters: { keyContent: ['Incoming attack on Highmoor from Brenna, arrives', 'Time left 2:1', 'Distance the attack has covered'] },
};

/** A march of days shows the days first ('3d 00:59:..'); the natives' attack says so; two attacks, two toasts. */
export const IncomingAttacksLong: Story = {
  args: {
    initial: [],
    attacks: [attackIn(9, null, 600, 3 * 86_400 + 3600), attackIn(10, 'Brenna', 1800, 40)],
  },
  parameters: { keyContent: ['Incoming attack on Highmoor from the natives, arrives', 'Time left 3d 00:5', 'Incoming attack on Highmoor from Brenna', 'Time left 0:00:'] },
};
