import { api, type AnswerOf } from 'shared-kernel';

export type QueueItem = AnswerOf<'/api/pharmacist/conversations', 'get'>[number];
export type DispatchBoard = AnswerOf<'/api/dispatch/board', 'get'>;
export type DispatchRequest = DispatchBoard['requests'][number];
export type BoardAmbulance = DispatchBoard['ambulances'][number];
export type ConversationFigures = AnswerOf<'/api/admin/conversations/figures', 'get'>;
export type DispatchFigures = AnswerOf<'/api/admin/dispatch/figures', 'get'>;
export type MoveTo = 'on_the_way' | 'arrived' | 'closed' | 'cancelled' | 'false_alarm';

/** Questions waiting for a pharmacist: emergencies first, then the longest wait. */
export async function getQuestionQueue(): Promise<QueueItem[]> {
  const { data } = await api.get('/api/pharmacist/conversations');
  return data;
}

export async function getDispatchBoard(): Promise<DispatchBoard> {
  const { data } = await api.get('/api/dispatch/board');
  return data;
}

export async function assignAmbulance(id: string, ambulanceId: string): Promise<DispatchRequest> {
  const { data } = await api.post('/api/dispatch/requests/{id}/assign', { params: { path: { id } }, body: { ambulanceId } });
  return data;
}

export async function moveRequest(id: string, status: MoveTo, reason?: string): Promise<DispatchRequest> {
  const { data } = await api.post('/api/dispatch/requests/{id}/status', {
    params: { path: { id } },
    body: { status, ...(reason ? { reason } : {}) },
  });
  return data;
}

/** The reason a flood is closed with, unless the dispatcher writes another. */
export const FLOOD_REASON = 'Repeated requests from one device';

/**
 * Closes a flood in one action: every request still waiting for an ambulance from the same device
 * (or client address) as this one becomes a false alarm. Requests with an ambulance are left alone.
 */
export async function closeSource(id: string, reason: string): Promise<DispatchRequest[]> {
  const { data } = await api.post('/api/dispatch/requests/{id}/close-source', { params: { path: { id } }, body: { reason } });
  return data.closed;
}

export type LabFigures = AnswerOf<'/api/admin/labs/figures', 'get'>;

export async function getCareFigures(
  days: number,
): Promise<{ questions: ConversationFigures; ambulances: DispatchFigures; labs: LabFigures }> {
  const [questions, ambulances, labs] = await Promise.all([
    api.get('/api/admin/conversations/figures', { params: { query: { days } } }),
    api.get('/api/admin/dispatch/figures', { params: { query: { days } } }),
    api.get('/api/admin/labs/figures', { params: { query: { days } } }),
  ]);
  return { questions: questions.data, ambulances: ambulances.data, labs: labs.data };
}

/** "12 min", "1 h 05 min", "2 d 3 h". */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
