import { Root, Score, Words } from './ReviewScore.styles';

export interface ReviewScoreProps {
  /** Guest review average on the 0–10 scale. */
  score: number;
  /** Verbal grade shown next to the score ("Excellent"). */
  label?: string;
  reviewCount?: number;
  size?: 'sm' | 'md';
}

export function ReviewScore({ score, label, reviewCount, size = 'md' }: ReviewScoreProps) {
  return (
    <Root>
      <Score $size={size} aria-label={`Scored ${score} out of 10`}>
        {score.toFixed(1)}
      </Score>
      {(label || reviewCount !== undefined) && (
        <Words>
          {label}
          {reviewCount !== undefined && <small>{reviewCount.toLocaleString('en')} reviews</small>}
        </Words>
      )}
    </Root>
  );
}
