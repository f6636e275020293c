import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../../client/app/ui.css';
import { ConfirmDialog } from '../../client/panels/ConfirmDialog';
import { useText } from '../../client/panels/text';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Panels/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onConfirm: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

/** Commissioning a district: the slot it takes, what it opens, and that it is permanent. */
export const District: Story = {
  render: function Render(args) {
    const t = useText();
    const name = t('panels.names.district.military');
    return (
      <ConfirmDialog {...args} icon="district:military"
        title={t('confirm.district.title', { name })}
        message={<p>{t('confirm.district.message', { village: 'Highmoor', free: 1, slots: 1, name, unlocks: 'Barracks, Stable, Siege Workshop' })}</p>}
        irreversible={t('confirm.district.irreversible')}
        confirmLabel={t('confirm.district.confirm', { name })} />
    );
  },
  parameters: { keyContent: ['Commission the Military district?', 'Highmoor has 1 of 1 district slots free', 'Cannot be undone:', 'A district is permanent', 'Commission Military', 'Go back'] },
};

/** Tiering up: what the new tier gives, and that it is never lost and raises the next threshold. */
export const TierUp: Story = {
  render: function Render(args) {
    const t = useText();
    const tier = t('tiers.town');
    return (
      <ConfirmDialog {...args} icon="ui:tier_up"
        title={t('confirm.tier.title', { village: 'Highmoor', tier })}
        message={<p>{t('confirm.tier.message', { tier, maxLevel: 20, queue: 3, slots: 2, radius: 2 })}</p>}
        irreversible={t('confirm.tier.irreversible', { tier })}
        confirmLabel={t('confirm.tier.confirm', { tier })} />
    );
  },
  parameters: { keyContent: ['Tier Highmoor up to Town?', 'Culture is not spent', 'never returns to a lower tier', 'Tier up to Town', 'Go back'] },
};

/** Nobles sent to destroy: the razing at loyalty 0 can never be undone. */
export const NoblesDestroy: Story = {
  render: function Render(args) {
    const t = useText();
    return (
      <ConfirmDialog {...args} icon="ui:attack_alert"
        title={t('confirm.noble.destroyTitle', { x: 15, y: -3 })}
        message={<p>{t('confirm.noble.message')}</p>}
        irreversible={t('confirm.noble.destroyIrreversible')}
        confirmLabel={t('confirm.noble.destroyConfirm')} />
    );
  },
  parameters: { keyContent: ['Send Nobles to destroy (15|-3)?', 'you can still call the army back', 'the village is razed', 'Send to destroy'] },
};

/** Cancelling a started queue item: the work done is lost. */
export const CancelStarted: Story = {
  render: function Render(args) {
    const t = useText();
    const name = 'Farm · Level 11';
    return (
      <ConfirmDialog {...args} icon="building:farm"
        title={t('confirm.cancel.title', { name })}
        message={<p>{t('confirm.cancel.activeMessage')}</p>}
        irreversible={t('confirm.cancel.activeIrreversible')}
        confirmLabel={t('confirm.cancel.confirm', { name })} cancelLabel={t('confirm.cancel.keep')} />
    );
  },
  parameters: { keyContent: ['Cancel Farm · Level 11?', 'The work done is lost', 'Yes, cancel Farm · Level 11', 'Keep it'] },
};

/** Closed until asked: the trigger opens it, Go back and Escape close it and change nothing. */
export const Interactive: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [done, setDone] = useState(0);
    return (
      <div style={{ padding: 'var(--sp-5)' }}>
        <button type="button" className="ak-btn" onClick={() => setOpen(true)}>Raze the watchtower</button>
        <p>Razed: {done}</p>
        <ConfirmDialog {...args} open={open} title="Raze the watchtower?" irreversible="A razed watchtower is gone for good."
          confirmLabel="Raze it" onCancel={() => setOpen(false)} onConfirm={() => { setOpen(false); setDone((n) => n + 1); }} />
      </div>
    );
  },
  parameters: { keyContent: ['Raze the watchtower', 'Razed: 0'] },
};
