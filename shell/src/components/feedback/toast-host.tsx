import { useEffect, useState, type ComponentType } from 'react';
import { on, type ToastMessage } from 'shared-kernel';

type Renderer = typeof import('./toast-renderer');
let renderer: Promise<Renderer> | null = null;

/**
 * Toasts sent before the app is drawn (the start-up reads, such as the cart count finding the
 * session ended, run while the shell waits for the route manifests): kept here from the start and
 * shown once the host is there, so none is lost.
 */
let early: ToastMessage[] | null = null;
let stopCollecting: (() => void) | null = null;

/** Called first thing at start-up: keeps every toast sent until the {@link ToastHost} mounts. */
export function collectEarlyToasts(): void {
  if (stopCollecting) return;
  early = [];
  stopCollecting = on('toast:show', (message) => early?.push(message));
}

/** The one toast container of the site; remotes send toasts through the kernel's event bus. */
export function ToastHost() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = (message: ToastMessage) => {
      renderer ??= import('./toast-renderer');
      renderer
        .then((module) => {
          setViewport(() => module.ToastViewport);
          // react-toastify keeps toasts sent before its container mounts and shows them once it does.
          module.showToastNow(message);
        })
        .catch((error) => console.error('Could not show a notification', error, message));
    };
    const waiting = early ?? [];
    stopCollecting?.();
    stopCollecting = null;
    early = null;
    waiting.forEach(show);
    return on('toast:show', show);
  }, []);
  return Viewport ? <Viewport /> : null;
}
