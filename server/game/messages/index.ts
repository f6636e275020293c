export * from './rules';
export { MESSAGES_TEXT } from './texts';
