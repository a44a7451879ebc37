import { useState } from 'react';
import { flashStore } from '@/components/ui/flash';
import { useErrorText } from './use-error-text';

/**
 * An action behind a confirmation dialog (deleting something): `ask` opens the dialog; `settle` is given to the
 * mutation's callbacks and, either way, closes it and says what happened in the flash toast.
 */
export function useConfirmedAction() {
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    ask: () => setConfirming(true),
    close: () => setConfirming(false),
    settle: (done: string, then?: () => void) => ({
      onSuccess: () => {
        setConfirming(false);
        flashStore.show(done);
        then?.();
      },
      onError: (error: unknown) => {
        setConfirming(false);
        flashStore.show(errorText.request(error), 'error');
      },
    }),
  };
}
