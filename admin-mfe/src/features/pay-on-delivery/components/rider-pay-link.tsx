import { useState } from 'react';
import { apiErrorMessage, Button, Money } from 'shared-kernel';
import { makeRiderLink, type RiderLink } from '../api/make-rider-link';
import { textRiderLink } from '../api/text-rider-link';
import { QrSvg } from '../qr/qr-svg';
import '../pay-on-delivery.css';

/**
 * Pay on delivery, not yet paid: what the rider collects, the payment link to show at the door
 * (with a QR code of it for the customer to scan from the rider's or staff member's screen),
 * and the link texted to the customer's phone (with their consent, at most 3 times).
 */
export function RiderPayLink({ orderId, toPay }: { orderId: string; toPay: number }) {
  const [link, setLink] = useState<RiderLink | null>(null);
  const [texted, setTexted] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (step: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setProblem('');
    try {
      await step();
    } catch (err) {
      setProblem(apiErrorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  const show = () => act(async () => setLink(await makeRiderLink(orderId)), 'The payment link could not be made.');
  const text = () =>
    act(async () => {
      const sent = await textRiderLink(orderId);
      setTexted(
        `Texted to ${sent.sentTo}. ${sent.textsLeft === 1 ? '1 more text' : `${sent.textsLeft} more texts`} allowed for this order.`,
      );
    }, 'The link could not be texted.');
  return (
    <section className="admin-pod" aria-label="Payment at the door" data-testid="rider-pay-link">
      <p className="admin-pod__due">
        To collect at the door: <Money amount={toPay} />
      </p>
      {link ? (
        <div className="admin-pod__show">
          <QrSvg className="admin-pod__qr" text={link.authorizationUrl} label="QR code of the payment link" />
          <p className="admin-pod__link">
            Payment link:{' '}
            <a href={link.authorizationUrl} target="_blank" rel="noreferrer" data-testid="rider-link-url">
              {link.authorizationUrl}
            </a>
            <br />
            The customer can scan the code to pay.
          </p>
        </div>
      ) : null}
      <div className="admin-pod__actions">
        {link ? null : (
          <Button variant="secondary" disabled={busy} onClick={() => void show()}>
            Show the payment link
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => void text()}>
          Text the link to the customer
        </Button>
      </div>
      {texted ? <p role="status">{texted}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
