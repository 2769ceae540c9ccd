import { useEffect, useState, type ComponentType } from 'react';
import { on } from 'shared-kernel';

type Renderer = typeof import('./toast-renderer');
let renderer: Promise<Renderer> | null = null;

/** The one toast container of the site; remotes send toasts through the kernel's event bus. */
export function ToastHost() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      on('toast:show', (message) => {
        renderer ??= import('./toast-renderer');
        renderer
          .then((module) => {
            setViewport(() => module.ToastViewport);
            // react-toastify keeps toasts sent before its container mounts and shows them once it does.
            module.showToastNow(message);
          })
          .catch((error) => console.error('Could not show a notification', error, message));
      }),
    [],
  );
  return Viewport ? <Viewport /> : null;
}
