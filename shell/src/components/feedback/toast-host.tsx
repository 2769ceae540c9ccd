import { useEffect } from 'react';
import { ToastContainer, toast as toastify } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { DEFAULT_TOAST_DURATION, DEFAULT_TOAST_POSITION, on, type ToastMessage } from 'shared-kernel';

export function showToastNow(message: ToastMessage): void {
  toastify(
    <div className="shell-toast">
      <strong className="shell-toast__summary">{message.summary}</strong>
      {message.detail && <div className="shell-toast__detail">{message.detail}</div>}
    </div>,
    {
      type: message.type,
      position: message.position ?? DEFAULT_TOAST_POSITION,
      autoClose: message.sticky ? false : (message.duration ?? DEFAULT_TOAST_DURATION),
      closeOnClick: !message.sticky,
    },
  );
}

/** The one toast container of the site; remotes send toasts through the kernel's event bus. */
export function ToastHost() {
  useEffect(() => on('toast:show', showToastNow), []);
  return <ToastContainer position={DEFAULT_TOAST_POSITION} newestOnTop limit={5} />;
}
