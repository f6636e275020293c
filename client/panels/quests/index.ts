export { QuestList, questLinks, type QuestListProps } from './QuestList';
export { QuestPanel, QuestSlot, claimToast } from './QuestPanel';
