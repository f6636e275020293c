import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from '../../client/panels/Countdown';

const meta: Meta<typeof Countdown> = {
  title: 'Panels/Countdown',
  component: Countdown,
};
export default meta;
type Story = StoryObj<typeof Countdown>;

/**
 * Ticks every second; the first seconds of a long timer. `until` is fixed when the module loads: the key
 * content ('2:1x:xx') still holds four minutes later (the stories test renders hundreds of stories first).
 */
export const Running: Story = {
  args: { until: new Date(Date.now() + (2 * 3600 + 14 * 60 + 30) * 1000) },
  parameters: { keyContent: ['2:1'] },
};

/** A week's timer (the medals' week): whole days first, then hh:mm:ss ('6d 22:59:13', not '166:59:13'). */
export const DaysLeft: Story = {
  args: { until: new Date(Date.now() + (6 * 86_400 + 22 * 3600 + 59 * 60 + 13) * 1000) },
  parameters: { keyContent: ['6d 22:5'] },
};

export const Finished: Story = {
  args: { until: new Date(Date.now() - 5_000) },
  parameters: { keyContent: ['0:00:00'] },
};

/** Reaches zero a few seconds after opening and calls onZero (Storybook logs it as an action). */
export const AboutToFinish: Story = {
  args: { until: new Date(Date.now() + 5_000), onZero: () => console.info('countdown reached zero') },
  parameters: { keyContent: ['0:00:0'] },
};
