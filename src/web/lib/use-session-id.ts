import { useEffect, useState } from 'react';
import { getSessionId } from './session-id.js';

/** The current company's session ID, updated when Clear Memory replaces it. */
export function useSessionId(companyId: string | undefined): string {
  const [value, setValue] = useState(() => getSessionId(companyId));
  useEffect(() => {
    const update = () => setValue(getSessionId(companyId));
    update();
    window.addEventListener('copydesk:session-id', update);
    return () => window.removeEventListener('copydesk:session-id', update);
  }, [companyId]);
  return value;
}
