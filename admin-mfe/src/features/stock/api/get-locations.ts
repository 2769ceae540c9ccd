import { api, type AnswerOf } from 'shared-kernel';

export type StockLocation = AnswerOf<'/api/locations', 'get'>[number];

/** The pharmacies and the central warehouse, where stock is held. */
export const getLocations = async (): Promise<StockLocation[]> => (await api.get('/api/locations')).data ?? [];
