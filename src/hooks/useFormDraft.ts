import { useState } from 'react';
import { discardDraft, readDraft, saveDraft } from '@/lib/drafts/formDrafts';

export interface FormDraftOptions<T> {
  /** The form's name among the user's drafts. */
  form: string;
  userId: string | number;
  /** What the form shows when nothing was typed: the saved data. */
  saved: T;
  /** A kept draft that no longer fits the form (other courses now) is dropped. */
  isValue: (value: unknown) => value is T;
  isSame: (a: T, b: T) => boolean;
}

/**
 * A form's values that outlive the session ending (docs/session.md "Drafts"): every change that
 * differs from the saved data is kept at once, so a 401, an expiry or 重新登录 loses nothing,
 * and the form opens on the kept draft, saying so, for the same user only.
 */
export function useFormDraft<T>({ form, userId, saved, isValue, isSame }: FormDraftOptions<T>) {
  const [initial] = useState(() => readDraft(form, userId, isValue));
  const [value, setValue] = useState<T>(() => initial?.value ?? saved);
  const [restored, setRestored] = useState(initial !== null);

  const change = (next: T) => {
    setValue(next);
    if (isSame(next, saved)) discardDraft(form, userId);
    else saveDraft(form, userId, next);
  };
  return {
    value,
    change,
    /** The form opened on a kept draft, not on the saved data. */
    restored,
    /** Back to the saved data; the draft is gone. */
    discard: () => {
      discardDraft(form, userId);
      setValue(saved);
      setRestored(false);
    },
    /** The form was saved: its draft is no longer needed. */
    forget: () => {
      discardDraft(form, userId);
      setRestored(false);
    },
  };
}
