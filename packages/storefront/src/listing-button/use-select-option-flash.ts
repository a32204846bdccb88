import { SELECT_OPTION_FLASH_MS } from '@plinth/commerce';
import { useEffect, useState } from 'react';

/** "Select Option", disabled, for SELECT_OPTION_FLASH_MS; then the button's own text again. */
export function useSelectOptionFlash(): [flashing: boolean, flash: () => void] {
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setFlashing(false), SELECT_OPTION_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing]);
  return [flashing, () => setFlashing(true)];
}
