/** The production queue rules (GAME.md section 4): pure functions over a VillageEconomy. */
export * from './types';
export * from './texts';
export { productionOf, projectDueTimes, startHead, productionChanged, buildingsLowered } from './schedule';
export { materialise, canPay, pay, receive } from './stock';
export { completeHead, settleQueue, ensureHeadStarted } from './settle';
export { addItem, queueBuilding, queuePoints, pointsCost, type QueueContext, type ItemSpec, type Queued } from './enqueue';
export { cancelItem, refundFor, type Cancelled } from './cancel';
export { completeGroup, type GroupMember, type GroupVillage } from './group';
export { queueTraining } from './training';
