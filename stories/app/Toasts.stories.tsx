import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../../client/app/Toaster';
import { createToastStore, type ToastKind } from '../../client/app/toasts';
import { guideForRefusal } from '../../client/app/refusalGuide';
import '../../client/app/ui.css';

/** A store of its own per story, filled with the given toasts (with a link: a refusal's step of the guide), plus buttons to raise more. */
function ToastDemo({ initial }: { initial: Array<[ToastKind, string] | [ToastKind, string, string]> }) {
  const [store] = useState(() => {
    // Long enough to look at: a story's toasts do not go after 6 s.
    const s = createToastStore(() => undefined);
    for (const [kind, text, link] of initial) s.push(kind, text, { link });
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
