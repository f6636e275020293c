import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '../../client/panels/ProgressBar';

const meta: Meta<typeof ProgressBar> = {
  title: 'Panels/ProgressBar',
  component: ProgressBar,
  decorators: [(Story) => <div style={{ maxWidth: 'var(--sidebar-w)' }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Empty: Story = {
  args: { label: 'Smithing', value: 0, max: 800, tone: 'science' },
  parameters: { keyContent: ['Smithing', '0%'] },
};

export const Partial: Story = {
  args: { label: 'Smithing', value: 340, max: 800, tone: 'science' },
  parameters: { keyContent: ['Smithing', '42%'] },
};

export const Full: Story = {
  args: { label: 'Settle', value: 1450, max: 1200, tone: 'ok', detail: 'fraction' },
  parameters: { keyContent: ['Settle', '1,450 / 1,200'] },
};

export const Tones: StoryObj = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--sp-2)' }}>
      {(['gold', 'wood', 'stone', 'iron', 'food', 'culture', 'science', 'aether', 'danger'] as const).map((tone, i) => (
        <ProgressBar key={tone} tone={tone} label={tone} value={(i + 1) * 10} max={100} />
      ))}
      <ProgressBar compact tone="wood" label="Compact" value={6000} max={12000} hideLabel detail="fraction" />
    </div>
  ),
  parameters: { keyContent: ['gold', 'aether', '6,000 / 12,000'] },
};
