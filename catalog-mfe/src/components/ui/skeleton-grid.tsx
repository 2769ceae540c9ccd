import { cardClass, Loading } from 'shared-kernel';
import './ui.css';

interface SkeletonGridProps {
  label: string;
  count: number;
  /** The grid class of the real list, so the placeholders take the same room. */
  gridClassName: string;
  cardClassName: string;
  /** Text lines under the image placeholder. */
  lines?: number;
  pager?: boolean;
}

/** Loading state that reserves the room the list will take, so nothing jumps when it arrives. */
export function SkeletonGrid({ label, count, gridClassName, cardClassName, lines = 3, pager = true }: SkeletonGridProps) {
  return (
    <div className="catalog-skeleton">
      <Loading label={label} className="catalog-loading" />
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={`${cardClass} ${cardClassName} catalog-skeleton__card`}>
              <div className="catalog-skeleton__image" />
              {Array.from({ length: lines }, (_, line) => (
                <div key={line} className="catalog-skeleton__line" />
              ))}
            </div>
          </li>
        ))}
      </ul>
      {pager && <div className="catalog-pager catalog-skeleton__pager" aria-hidden="true" />}
    </div>
  );
}
