import { useState } from 'react';
import { apiErrorMessage, Button, isLoggedIn, toast, useAuth, useNavigate } from 'shared-kernel';
import { EmergencyBanner, requestAmbulance } from 'care-kit';
import { Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { useCareText } from '../i18n/care';
import '../components/ui/ui.css';
import '../features/care/care.css';

type Fields = { address: string; landmark: string; phone: string; whatHappened: string; patient: 'self' | 'someone-else' };
type Errors = Partial<Record<keyof Fields, string>>;
const EMPTY: Fields = { address: '', landmark: '', phone: '', whatHappened: '', patient: 'someone-else' };
type Text = ReturnType<typeof useCareText>;

function check(f: Fields, t: Text): Errors {
  const errors: Errors = {};
  if (!f.address.trim()) errors.address = t('emergency.addressMissing');
  if (f.phone.replace(/\D/g, '').length < 7) errors.phone = t('emergency.phoneMissing');
  if (!f.whatHappened.trim()) errors.whatHappened = t('emergency.whatMissing');
  return errors;
}

/** Remembered on this phone so the status page opens again without an account. */
export const trackingKey = (id: string) => `ambulance-request:${id}`;

/** The phone's location, only when the caller asks for it. */
function usePhoneLocation() {
  const t = useCareText();
  const [where, setWhere] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!navigator.geolocation) {
      toast.error(t('emergency.noLocationTitle'), t('emergency.noGeolocation'));
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
        toast.error(t('emergency.noLocationTitle'), t('emergency.locationFailed'));
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }
  return { where, locating, locate };
}

/** "Share my location", and what was added. */
function LocationRow({ where, locating, locate }: ReturnType<typeof usePhoneLocation>) {
  const t = useCareText();
  return (
    <div className="account-care-locate">
      <Button type="button" variant="secondary" onClick={locate} disabled={locating}>
        {locating ? t('emergency.locating') : t('emergency.shareLocation')}
      </Button>
      {where && (
        <span data-location="">
          {t('emergency.locationAdded', { latitude: String(where.latitude), longitude: String(where.longitude) })}
        </span>
      )}
    </div>
  );
}

/** The caller's phone; signed out, the link to follow the request is texted to it (signed in, it is in the account). */
function PhoneField({ value, error, onChange }: { value: string; error?: string; onChange: (e: { target: { value: string } }) => void }) {
  const t = useCareText();
  const signedIn = useAuth((s) => isLoggedIn(s));
  return (
    <TextField
      id="amb-phone"
      label={t('emergency.phone')}
      type="tel"
      autoComplete="tel"
      value={value}
      hint={signedIn ? undefined : t('emergency.phoneHint')}
      error={error}
      onChange={onChange}
    />
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
 * The emergency page: the numbers to call first (112 the red button), then "Request one of our
 * ambulances", the next step, not the first. No account and no payment are needed.
 */
export default function EmergencyPage() {
  const t = useCareText();
  const navigate = useNavigate();
  const form = useForm<Fields>({ initial: EMPTY, validate: (fields) => check(fields, t), mode: 'onSubmit' });
  const location = usePhoneLocation();
  const { busy } = form;

  const submit = async (fields: Fields) => {
    try {
      const created = await send(fields, location.where);
      navigate(`/emergency/${created.id}?code=${encodeURIComponent(created.trackingCode)}`);
    } catch (err) {
      toast.error(t('emergency.notSentTitle'), apiErrorMessage(err, t('emergency.notSentText')));
    }
  };

  return (
    <section className="account-page" data-page="emergency">
      <h1>{t('emergency.title')}</h1>
      <EmergencyBanner idPrefix="account-emergency" requestPath="#ambulance-request" />
      <section className="account-card" id="ambulance-request" aria-labelledby="account-ambulance-title">
        <h2 id="account-ambulance-title">{t('emergency.requestTitle')}</h2>
        <p className="account-care-intro">{t('emergency.requestIntro')}</p>
        <form className="account-care-form" onSubmit={form.handleSubmit(submit)} noValidate>
          <TextField id="amb-address" label={t('emergency.address')} autoComplete="street-address" {...form.field('address')} />
          <TextField
            id="amb-landmark"
            label={t('emergency.landmark')}
            optional
            hint={t('emergency.landmarkHint')}
            {...form.field('landmark')}
          />
          <PhoneField value={form.values.phone} error={form.errors.phone} onChange={(e) => form.setValue('phone', e.target.value)} />
          <LocationRow {...location} />
          <TextField id="amb-what" label={t('emergency.what')} multiline rows={3} maxLength={500} {...form.field('whatHappened')} />
          <Select id="amb-patient" label={t('emergency.forWhom')} {...form.field('patient')}>
            <option value="someone-else">{t('emergency.someoneElse')}</option>
            <option value="self">{t('emergency.me')}</option>
          </Select>
          <Button type="submit" disabled={busy}>
            {busy ? t('emergency.sending') : t('emergency.submit')}
          </Button>
        </form>
      </section>
    </section>
  );
}
