import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * How long the address waits for typing to pause. Each write is a navigation
 * that renders the whole app again (about 0.1 s per keystroke in the
 * component tests, input lag on a slow phone); the field itself follows each
 * key at once.
 */
export const ADDRESS_WRITE_DELAY_MS = 300;

/**
 * A text field's value that is kept in the address (so reload, back and
 * forward keep it), while typing stays instant: the field shows local state,
 * `write` puts the value into the address with a replace navigation once
 * typing pauses, and a navigation that is not such a replace (back, forward,
 * a link) sets the field from the address again and drops a pending write.
 */
export function useUrlText(
  fromUrl: string,
  write: (value: string) => void,
): [value: string, setValue: (value: string) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [value, setValue] = useState(fromUrl);
  const [locationKey, setLocationKey] = useState(location.key);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (location.key !== locationKey) {
    // Adjusting state while rendering (React docs "storing information from previous renders").
    setLocationKey(location.key);
    if (navigationType !== 'REPLACE' && fromUrl !== value) setValue(fromUrl);
  }
  useEffect(() => {
    // Another page's address is never rewritten by a write meant for this one.
    if (navigationType !== 'REPLACE') clearTimeout(pending.current);
  }, [location.key, navigationType]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const update = (next: string) => {
    setValue(next);
    clearTimeout(pending.current);
    // The browser's address when the guest typed: a tap on a menu link changes
    // it at once, while the router's render (and the effects above that drop
    // this write) can come later on a busy phone — the write must not replace
    // the page the guest went to with this one.
    const typedAt = window.location.href;
    pending.current = setTimeout(() => {
      if (window.location.href === typedAt) write(next);
    }, ADDRESS_WRITE_DELAY_MS);
  };
  return [value, update];
}
