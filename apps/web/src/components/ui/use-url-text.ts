import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A text field's value that is kept in the address (so reload, back and
 * forward keep it), while typing stays instant: the field shows local state,
 * `write` puts each value into the address with a replace navigation, and a
 * navigation that is not such a replace (back, forward, a link) sets the
 * field from the address again.
 */
export function useUrlText(
  fromUrl: string,
  write: (value: string) => void,
): [value: string, setValue: (value: string) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [value, setValue] = useState(fromUrl);
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    // Adjusting state while rendering (React docs "storing information from previous renders").
    setLocationKey(location.key);
    if (navigationType !== 'REPLACE' && fromUrl !== value) setValue(fromUrl);
  }
  const update = (next: string) => {
    setValue(next);
    write(next);
  };
  return [value, update];
}
