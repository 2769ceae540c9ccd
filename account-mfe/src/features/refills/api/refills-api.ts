import { api, type AnswerOf, type BodyOf } from 'shared-kernel';

export type RefillPlan = AnswerOf<'/api/refills', 'post'>;
export type SavedCard = AnswerOf<'/api/refills/cards', 'get'>['items'][number];
export type NewRefillPlan = BodyOf<'/api/refills', 'post'>;
export type PlanAction = 'skip' | 'pause' | 'resume' | 'cancel' | 'confirm-price';
export type LinkPurpose = 'skip' | 'pause' | 'cancel' | 'change-date';

export async function getRefillPlans(): Promise<RefillPlan[]> {
  const { data } = await api.get('/api/refills');
  return data.items ?? [];
}

export async function getSavedCards(): Promise<SavedCard[]> {
  const { data } = await api.get('/api/refills/cards');
  return data.items ?? [];
}

export async function createRefillPlan(body: NewRefillPlan): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills', { body });
  return data;
}

export async function actOnPlan(id: string, action: PlanAction): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills/{id}/{action}', { params: { path: { id, action } } });
  return data;
}

export async function setDaysLeft(id: string, daysLeft: number): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills/{id}/days-left', { params: { path: { id } }, body: { daysLeft } });
  return data;
}

/** A mailed link: what it is for (reading does not use it), then using it once. No login. */
export async function describeLink(token: string) {
  const { data } = await api.get('/api/refill-links/{token}', { params: { path: { token } } });
  return data;
}

export async function spendLink(token: string, purpose: LinkPurpose, body: { nextRunOn?: string } = {}) {
  // The body is optional (only change-date reads nextRunOn); the generated type lists both fields as required.
  const { data } = await api.post('/api/refill-links/{token}/{purpose}', {
    params: { path: { token, purpose } },
    body: body as { daysLeft: number; nextRunOn: string },
  });
  return data;
}

/** Pay now: Paystack's checkout page for the refill waiting for the shopper (or the next one). */
export async function payPlan(id: string): Promise<{ authorizationUrl: string }> {
  const { data } = await api.post('/api/refills/{id}/pay', { params: { path: { id } } });
  return data;
}

/** A mailed pay link, signed in as the plan's shopper: the same checkout page. */
export async function payByLink(token: string): Promise<{ authorizationUrl: string }> {
  const { data } = await api.post('/api/refill-links/{token}/pay', { params: { path: { token } } });
  return data;
}

/** Sends the browser to the payment provider's page. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}

export type PrescriptionChoice = AnswerOf<'/api/refills/prescriptions', 'get'>['items'][number];

/** For a prescription-only medicine: my prescriptions its plan may be dispensed against (approved for it first). */
export async function getPrescriptionChoices(medicineId: string): Promise<PrescriptionChoice[]> {
  const { data } = await api.get('/api/refills/prescriptions', { params: { query: { medicineId } } });
  return data.items ?? [];
}

/** A prescription for a plan waiting for one: the server checks both are mine; a pharmacist reviews it before anything is charged. */
export async function attachPrescription(id: string, prescriptionId: string): Promise<RefillPlan> {
  const { data } = await api.post('/api/refills/{id}/prescription', { params: { path: { id } }, body: { prescriptionId } });
  return data;
}
