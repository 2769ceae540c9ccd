// Through the kernel's main entry (the shared singleton), as legal-kit does.
import { type AnswerOf, api, publicApi } from 'shared-kernel';

export type ConversationTopic = 'product' | 'order' | 'prescription' | 'refill' | 'general';
export type ConversationThread = AnswerOf<'/api/conversations', 'get'>[number];
export type ConversationDetail = AnswerOf<'/api/conversations/{id}', 'get'>;
export type ConversationMessage = ConversationDetail['messages'][number];
export type ExpectedWait = AnswerOf<'/api/pharmacist/expected-wait', 'get'>;
export type ListedAmbulance = AnswerOf<'/api/ambulance/ambulances', 'get'>[number];
export type AmbulanceRequestView = AnswerOf<'/api/ambulance-requests/{id}', 'get'>;
export type AmbulanceRequestStatus = AmbulanceRequestView['status'];

/** When a pharmacist will answer a question sent now (anyone may ask). */
export async function getExpectedWait(): Promise<ExpectedWait> {
  const { data } = await publicApi.get('/api/pharmacist/expected-wait');
  return data;
}

/** The shop's listed ambulances (the directory), for the emergency banner. */
export async function getListedAmbulances(): Promise<ListedAmbulance[]> {
  const { data } = await publicApi.get('/api/ambulance/ambulances', { params: { query: { pageSize: 20 } } });
  return data;
}

export async function askPharmacist(body: { topic: ConversationTopic; topicId?: string; subject?: string; message: string }) {
  const { data } = await api.post('/api/conversations', { body });
  return data;
}

export async function getMyConversations(): Promise<ConversationThread[]> {
  const { data } = await api.get('/api/conversations');
  return data;
}

/** One thread with its messages (the server logs the read). */
export async function getConversation(id: string): Promise<ConversationDetail> {
  const { data } = await api.get('/api/conversations/{id}', { params: { path: { id } } });
  return data;
}

export async function sendConversationMessage(id: string, message: string) {
  const { data } = await api.post('/api/conversations/{id}/messages', { params: { path: { id } }, body: { message } });
  return data;
}

export type AmbulanceRequestForm = {
  address: string;
  landmark?: string;
  phone: string;
  latitude?: number;
  longitude?: number;
  whatHappened: string;
  patient: 'self' | 'someone-else';
};

export async function requestAmbulance(body: AmbulanceRequestForm) {
  const { data } = await api.post('/api/ambulance-requests', { body });
  return data;
}

export async function getAmbulanceRequest(id: string, code: string | undefined): Promise<AmbulanceRequestView> {
  const { data } = await api.get('/api/ambulance-requests/{id}', { params: { path: { id }, query: code ? { code } : {} } });
  return data;
}

export async function cancelAmbulanceRequest(id: string, code: string | undefined): Promise<AmbulanceRequestView> {
  const { data } = await api.post('/api/ambulance-requests/{id}/cancel', { params: { path: { id }, query: code ? { code } : {} } });
  return data;
}

/** The caller's words for each step of an ambulance request. */
export const AMBULANCE_STEPS: { status: AmbulanceRequestStatus; label: string }[] = [
  { status: 'requested', label: 'Requested' },
  { status: 'assigned', label: 'Ambulance assigned' },
  { status: 'on_the_way', label: 'On the way' },
  { status: 'arrived', label: 'Arrived' },
  { status: 'closed', label: 'Closed' },
];

/** A photo or PDF sent in the thread (multipart: the file and an optional note). */
export async function sendConversationFile(id: string, file: File, message = '') {
  const form = new FormData();
  form.append('file', file, file.name);
  if (message.trim()) form.append('message', message.trim());
  const { data } = await api.post('/api/conversations/{id}/attachments', { params: { path: { id } }, body: form as never });
  return data;
}

/** A message's file, fetched with the session (the server logs every read). */
export async function getConversationFile(id: string, messageId: string): Promise<Blob> {
  const { data } = await api.getFile('/api/conversations/{id}/messages/{messageId}/attachment', { params: { path: { id, messageId } } });
  return data;
}
