// The hint key's state: the advice for the open decision, asked for with the hint key and dropped when
// the decision changes. The hint itself is computed outside the screen (src/practice), from the request.
import { useEffect, useState } from 'react';
import type { Advice } from '../practice/advice.js';
import type { PendingDecision } from '../players/human.js';
import { PRIORITY, consume, useKeys } from './key-bus.js';
import { isKey } from './keys.js';
import type { Session } from './session.js';

export function useHint(session: Session, pending: PendingDecision | undefined, active: boolean): Advice | 'thinking' | null {
  const [shown, setShown] = useState<{ id: number; advice: Advice | 'thinking' } | null>(null);
  useEffect(() => setShown(null), [pending?.id]);
  const hinter = session.hinter;
  useKeys(
    PRIORITY.text + 1,
    (input, key) => {
      if (!isKey('hint', input, key) || !pending || !hinter) return false;
      return consume(() => {
        const id = pending.id;
        setShown({ id, advice: 'thinking' });
        void hinter.hint(pending.request).then(
          (advice) => setShown((s) => (s?.id === id ? { id, advice } : s)),
          (err: unknown) => setShown((s) => (s?.id === id ? { id, advice: { raw: '', pick: '(no hint)', why: `The hint failed: ${err instanceof Error ? err.message : String(err)}` } } : s)),
        );
      });
    },
    active && !!hinter,
  );
  return shown && pending && shown.id === pending.id ? shown.advice : null;
}
