import type { ReactNode } from 'react';
import './ui.css';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="catalog-empty">{children}</p>;
}
