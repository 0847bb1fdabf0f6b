import { useRef, useState } from 'react';
import { checkBoardName } from '../lib/form-errors';

/**
 * A board's name and privacy as BoardFields edits them, and what is wrong with the name. `checkedName` gives the name
 * as it will be saved, or null once it has said what is wrong (spec section 5) and put focus back on the name.
 */
export function useBoardFields(initial: { name: string; private: boolean } = { name: '', private: false }) {
  const [name, setName] = useState(initial.name);
  const [isPrivate, setPrivate] = useState(initial.private);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const fail = (message: string | null) => {
    setError(message);
    nameRef.current?.focus();
  };

  return {
    /** What BoardFields is given. */
    fields: { name, onName: setName, isPrivate, onPrivate: setPrivate, error, nameRef },
    name,
    isPrivate,
    setError,
    fail,
    checkedName(): string | null {
      const checked = checkBoardName(name);
      if (checked.error !== null) {
        fail(checked.error);
        return null;
      }
      setError(null);
      return checked.name;
    },
    clear() {
      setName('');
      setPrivate(false);
    },
  };
}
