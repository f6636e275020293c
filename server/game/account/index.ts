/** Account-wide culture and science accrual (GAME.md sections 3 and 5): pure, time passed in. */
export * from './accrual';
