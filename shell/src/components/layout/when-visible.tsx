import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children only when their place comes near the screen (300 px ahead), keeping that
 * place's height meanwhile: code for the bottom of a page (the footer's newsletter form) is not
 * part of the first screen's load. Without IntersectionObserver it draws them at once.
 */
export function WhenVisible({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={{ minHeight }}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
