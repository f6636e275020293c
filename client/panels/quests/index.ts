export { QuestList, overflowOf, questLinks, type QuestListProps } from './QuestList';
export { QuestPanel, QuestSlot, claimToast } from './QuestPanel';
