import { api, type AnswerOf } from 'shared-kernel';

export type ConversationFigures = AnswerOf<'/api/admin/conversations/figures', 'get'>;

export type DispatchFigures = AnswerOf<'/api/admin/dispatch/figures', 'get'>;

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
