import { useState } from 'react';
import { srcSetFor } from '../../utils/image-srcset';
import './ui.css';

interface ResponsiveImageProps {
  src: string | null | undefined;
  /** srcset the API sent (imageSrcSet); otherwise derived from src when it is one of the API's images. */
  srcSet?: string | null;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load at once. Otherwise lazy. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched before the others. */
  priority?: boolean;
  className?: string;
}

/**
 * An image that reserves its box before it arrives (width/height, aspect-ratio), picks a width
 * from the API's 200/400/800 variants, and falls back to a neutral placeholder when missing.
 */
export function ResponsiveImage({
  src,
  srcSet,
  alt,
  sizes,
  width,
  height,
  eager = false,
  priority = false,
  className = '',
}: ResponsiveImageProps) {
  const [broken, setBroken] = useState(false);
  const style = { aspectRatio: `${width} / ${height}` };
  if (!src || broken) {
    return (
      <div
        className={`catalog-image catalog-image--placeholder ${className}`}
        style={style}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <span aria-hidden="true">℞</span>
      </div>
    );
  }
  return (
    <img
      className={`catalog-image ${className}`}
      style={style}
      src={src}
      srcSet={srcSetFor(src, srcSet)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
