import { type AnswerOf } from 'shared-kernel';

export type RiderCollections = AnswerOf<'/api/admin/pay-on-delivery/collections', 'get'>[number];
