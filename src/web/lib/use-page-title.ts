import { useEffect } from 'react';

export const DEFAULT_DESCRIPTION =
  'Rendezvous : trouvez un salon de coiffure ou de beauté près de chez vous et réservez en ligne.';

/** Each page names itself (browser tab, assistive technology) and describes itself for link previews. */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = `${title} | Rendezvous`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
