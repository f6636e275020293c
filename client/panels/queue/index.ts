/** The production queue panel (GAME.md section 4): items with progress and countdowns, cancel, builder charges. */
export { QueuePanel, type QueuePanelProps } from './QueuePanel';
export { QueueItemRow, queueItemName, queueItemIcon } from './QueueItemRow';
export { BuildersControl, type BuildersControlProps } from './BuildersControl';
export * from './queueMath';
export { QueueIndicator, type QueueIndicatorProps } from './QueueIndicator';
