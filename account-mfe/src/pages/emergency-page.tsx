import { useState, type FormEvent } from 'react';
import { apiErrorMessage, Button, toast, useNavigate } from 'shared-kernel';
import { EmergencyBanner, requestAmbulance } from 'shared-kernel/care';
import { Select, TextField } from 'shared-kernel/ui/forms';
import '../components/ui/ui.css';
import '../features/care/care.css';

type Fields = { address: string; landmark: string; phone: string; whatHappened: string; patient: 'self' | 'someone-else' };
type Errors = Partial<Record<keyof Fields, string>>;

function check(f: Fields): Errors {
  const errors: Errors = {};
  if (!f.address.trim()) errors.address = 'Where should the ambulance come?';
  if (f.phone.replace(/\D/g, '').length < 7) errors.phone = 'A phone number the crew can call.';
  if (!f.whatHappened.trim()) errors.whatHappened = 'In a few words: what happened?';
  return errors;
}

/** Remembered on this phone so the status page opens again without an account. */
export const trackingKey = (id: string) => `ambulance-request:${id}`;

/** The phone's location, only when the caller asks for it. */
function usePhoneLocation() {
  const [where, setWhere] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!navigator.geolocation) {
      toast.error('No location', 'This browser cannot share your location. Describe the place in the address and landmark.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setWhere({ latitude: Math.round(p.coords.latitude * 1e5) / 1e5, longitude: Math.round(p.coords.longitude * 1e5) / 1e5 });
        setLocating(false);
      },
      () => {
        setLocating(false);
        toast.error('No location', 'We could not get your location. Describe the place in the address and landmark.');
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }
  return { where, locating, locate };
}

/** "Share my location", and what was added. */
function LocationRow({ where, locating, locate }: ReturnType<typeof usePhoneLocation>) {
  return (
    <div className="account-care-locate">
      <Button type="button" variant="secondary" onClick={locate} disabled={locating}>
        {locating ? 'Finding your location…' : 'Share my location (optional)'}
      </Button>
      {where && (
        <span data-location="">
          Location added ({where.latitude}, {where.longitude})
        </span>
      )}
    </div>
  );
}

/** Sends the request and keeps its tracking code on this phone. */
async function send(fields: Fields, where: { latitude: number; longitude: number } | null) {
  const created = await requestAmbulance({
    address: fields.address.trim(),
    landmark: fields.landmark.trim() || undefined,
    phone: fields.phone.trim(),
    whatHappened: fields.whatHappened.trim(),
    patient: fields.patient,
    ...(where ?? {}),
  });
  try {
    window.localStorage.setItem(trackingKey(created.id), created.trackingCode);
  } catch {
    // Private mode: the page's link still carries the code.
  }
  return created;
}

/**
 * The emergency page: the numbers to call first, then "Request one of our ambulances". No account
 * and no payment are needed.
 */
export default function EmergencyPage() {
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ address: '', landmark: '', phone: '', whatHappened: '', patient: 'someone-else' });
  const [errors, setErrors] = useState<Errors>({});
  const location = usePhoneLocation();
  const { where } = location;
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await send(fields, where);
      navigate(`/emergency/${created.id}?code=${encodeURIComponent(created.trackingCode)}`);
    } catch (err) {
      toast.error('Not sent', apiErrorMessage(err, 'Your request could not be sent. Please call 112 now.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page" data-page="emergency">
      <h1>Emergency help</h1>
      <EmergencyBanner idPrefix="account-emergency" requestPath="#ambulance-request" />
      <section className="account-card" id="ambulance-request" aria-labelledby="account-ambulance-title">
        <h2 id="account-ambulance-title">Request one of our ambulances</h2>
        <p className="account-care-intro">A dispatcher sees your request at once. There is nothing to pay in the app.</p>
        <form className="account-care-form" onSubmit={submit} noValidate>
          <TextField
            id="amb-address"
            label="Address"
            autoComplete="street-address"
            value={fields.address}
            error={errors.address}
            onChange={set('address')}
          />
          <TextField
            id="amb-landmark"
            label="Landmark"
            optional
            hint="For example: opposite the filling station"
            value={fields.landmark}
            onChange={set('landmark')}
          />
          <TextField
            id="amb-phone"
            label="Phone the crew can call"
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            error={errors.phone}
            onChange={set('phone')}
          />
          <LocationRow {...location} />
          <TextField
            id="amb-what"
            label="What happened?"
            multiline
            rows={3}
            maxLength={500}
            value={fields.whatHappened}
            error={errors.whatHappened}
            onChange={set('whatHappened')}
          />
          <Select id="amb-patient" label="For whom?" value={fields.patient} onChange={set('patient')}>
            <option value="someone-else">Someone else</option>
            <option value="self">Me</option>
          </Select>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Sending…' : 'Request an ambulance'}
          </Button>
        </form>
      </section>
    </section>
  );
}
