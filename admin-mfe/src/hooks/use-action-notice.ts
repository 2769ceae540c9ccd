import { useState } from 'react';
import { apiErrorMessage } from 'shared-kernel';

export type ActionNotice = { tone: 'success' | 'error'; text: string } | null;

/** The line above an admin table after an action: what it came to; the list is asked again either way. */
export function useActionNotice(reload: () => void) {
  const [notice, setNotice] = useState<ActionNotice>(null);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorMessage(error, 'Something went wrong. Please try again.') });
    }
    reload();
  };
  return { notice, setNotice, act };
}
