import { useEffect, useRef, useState } from 'react';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useSavedStateRestored } from '#web/stores/saved-state.ts';
import { validateDiscount } from '../api/validate-discount';

export type CodeStatus = 'none' | 'checking' | 'valid' | 'invalid' | 'failed';

/** Codes of more than 4 characters are checked (customer spec sections 4 and 5). */
const minCheckedLength = 5;
const debounceMs = 350;

/**
 * The code box's state. Editing to 4 characters or fewer clears the discount; a longer code
 * is checked after a short pause; a code answered with a discount is valid, no answer is
 * invalid, a failed check empties the discount too. Only a valid discount is in the order.
 */
export function useCampaignCode() {
  const discount = useOrderStore((s) => s.discount);
  const patch = useOrderStore((s) => s.patch);
  const [text, setText] = useState(discount?.code ?? '');
  const [status, setStatus] = useState<CodeStatus>(discount ? 'valid' : 'none');
  const pending = useRef<{ timer: number; controller: AbortController } | null>(null);
  const restored = useSavedStateRestored();

  const cancel = () => {
    if (!pending.current) return;
    window.clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  };
  useEffect(() => cancel, []);

  const check = (code: string) => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      validateDiscount(code, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          if (answer && answer.type !== 'UNDEFINED') {
            patch({
              discount: { code: answer.code, type: answer.type, discount: answer.discount },
            });
            setStatus('valid');
          } else {
            patch({ discount: null });
            setStatus('invalid');
          }
        },
        () => {
          if (controller.signal.aborted) return;
          patch({ discount: null });
          setStatus('failed');
        },
      );
    }, debounceMs);
    pending.current = { timer, controller };
  };

  // The saved order comes back after the page is hydrated (decision 044): its code appears
  // in the box then, to be seen, edited or removed (issue 28: the box stayed empty while
  // the discount applied), and is checked again, since it may have ended since it was saved.
  const [restoredCode, setRestoredCode] = useState<string | null>(null);
  if (restored && restoredCode === null) {
    const code = discount && text === '' ? discount.code : '';
    setRestoredCode(code);
    if (code) {
      setText(code);
      setStatus('checking');
    }
  }
  useEffect(() => {
    if (restoredCode) check(restoredCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the restored code
  }, [restoredCode]);

  const onChange = (value: string) => {
    setText(value);
    cancel();
    const code = value.trim();
    if (code.length < minCheckedLength) {
      if (useOrderStore.getState().discount) patch({ discount: null });
      setStatus('none');
      return;
    }
    setStatus('checking');
    check(code);
  };

  return { text, status, discount, onChange };
}
