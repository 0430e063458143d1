import { IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './star-rating-input.module.css';

type Props = { value: number; onChange: (stars: number) => void; labelledBy: string };

/**
 * One to five stars as native radios: arrow keys move and choose at once, as in any radio group,
 * so what the stars show is always what will be sent.
 */
export function StarRatingInput({ value, onChange, labelledBy }: Props) {
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes.group}
      onMouseLeave={() => setPreview(null)}
    >
      {[1, 2, 3, 4, 5].map((stars) => (
        <label
          key={stars}
          className={classes.star}
          data-filled={stars <= shown || undefined}
          onMouseEnter={() => setPreview(stars)}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
          />
          <IconStarFilled size={28} aria-hidden />
        </label>
      ))}
    </div>
  );
}
