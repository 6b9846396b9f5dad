import { useEffect } from 'react';

/** Each page names itself in the browser tab and for assistive technology. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Rendezvous`;
  }, [title]);
}
