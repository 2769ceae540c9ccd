import { type AnswerOf } from 'shared-kernel';

export type DispatchBoard = AnswerOf<'/api/dispatch/board', 'get'>;

export type DispatchRequest = DispatchBoard['requests'][number];

export type BoardAmbulance = DispatchBoard['ambulances'][number];

/** The reason a flood is closed with, unless the dispatcher writes another. */
export const FLOOD_REASON = 'Repeated requests from one device';

/** "12 min", "1 h 05 min", "2 d 3 h". */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
