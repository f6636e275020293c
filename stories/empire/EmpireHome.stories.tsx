import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmpireHomePanel } from '../../client/routes/empire/EmpireHomePanel';
import { makeEmpire, makeLoneEmpire } from './fixtures';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/empire/empire.css';

const meta: Meta<typeof EmpireHomePanel> = {
  title: 'Empire/Home',
  component: EmpireHomePanel,
  parameters: { route: '/empire' },
  args: { data: makeEmpire('emperor'), selfId: 7, viewer: 'emperor', readOnly: false, onAction: async (a, m) => console.info(a, m.user_id) },
};
export default meta;
type Story = StoryObj<typeof EmpireHomePanel>;

/** The Emperor: officer on/off, hand over and kick on every other row; nothing on their own. */
export const Emperor: Story = {
  parameters: { keyContent: ['Order of the Gilded Lantern', '[OGL]', '5 of 20', 'Lanterns in the dark', 'Emperor', 'Officer', 'Member', 'Make officer', 'Remove officer', 'Hand over', 'Kick', 'As Emperor you leave by handing the throne'] },
};

/** An officer: kicks plain members only, leaves at will. */
export const OfficerView: Story = {
  args: { data: makeEmpire('officer'), viewer: 'officer' },
  parameters: { keyContent: ['Kick Dagny', 'Kick Emeric', 'Leave the Empire'] },
};

/** A member: only leaving. */
export const MemberView: Story = {
  args: { data: makeEmpire('member'), viewer: 'member' },
  parameters: { keyContent: ['Brenna', 'Leave the Empire'] },
};

/** The Emperor alone: dissolving is the way out. */
export const EmperorAlone: Story = {
  args: { data: makeLoneEmpire() },
  parameters: { keyContent: ['1 of 20', 'The Emperor has not written a description yet.', 'Dissolve the Empire'] },
};

/** A sitter: the Empire is read, nothing is offered. */
export const Sitter: Story = {
  args: { readOnly: true },
  parameters: { keyContent: ['You are sitting this kingdom: you can read the Empire but not act in its name.', 'Brenna', 'Emeric'] },
};

/** Kicking asks first. */
export const ConfirmKick: Story = {
  args: { confirming: { action: 'kick', userId: 10 } },
  parameters: { keyContent: ['Kick Dagny from the Empire?', 'only a new invitation brings the kingdom back', 'Kick Dagny', 'Go back'] },
};

/** Handing over the throne asks first. */
export const ConfirmHandOver: Story = {
  args: { confirming: { action: 'handOver', userId: 8 } },
  parameters: { keyContent: ['Hand the throne to Brenna?', 'Crown Brenna'] },
};
