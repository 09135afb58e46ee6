export { ReviewScore } from './ReviewScore';
export type { ReviewScoreProps } from './ReviewScore';
