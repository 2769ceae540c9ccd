// Loaded on the first toast only, so react-toastify is not part of the first page load.
import { ToastContainer, toast as toastify } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { DEFAULT_TOAST_DURATION, DEFAULT_TOAST_POSITION, Link, type ToastMessage } from 'shared-kernel';

export function showToastNow(message: ToastMessage): void {
  toastify(
    <div className="shell-toast">
      <strong className="shell-toast__summary">{message.summary}</strong>
      {message.detail && <div className="shell-toast__detail">{message.detail}</div>}
      {message.link && (
        <Link className="shell-toast__link" to={message.link.to}>
          {message.link.label}
        </Link>
      )}
    </div>,
    {
      type: message.type,
      position: message.position ?? DEFAULT_TOAST_POSITION,
      autoClose: message.sticky ? false : (message.duration ?? DEFAULT_TOAST_DURATION),
      closeOnClick: !message.sticky,
    },
  );
}

export function ToastViewport() {
  return <ToastContainer position={DEFAULT_TOAST_POSITION} newestOnTop limit={5} />;
}
