import type { Decorator } from '@storybook/react-vite';

/** Stories of sidebar panels render at the sidebar's width, as in the app. */
export const sidebarWidth: Decorator = (Story) => <div style={{ width: 'var(--sidebar-w)' }}><Story /></div>;
