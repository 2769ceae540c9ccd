import { type AnswerOf } from 'shared-kernel';

export type Promotion = AnswerOf<'/api/admin/promotions', 'get'>[number];
