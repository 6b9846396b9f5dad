import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messageLinks } from '@/shared/endpoints/message-links';
import { callApi } from '@/web/lib/api-client';

// The short links of the SMS and WhatsApp messages (decision 078), without a session.

const key = (code: string) => ['message-links', code] as const;

/** The message link the page's address names (`/m/:code`), read, and its one action. */
export function useMessageLinkPage() {
  const { code = '' } = useParams();
  return { code, link: useMessageLink(code), act: useMessageLinkAction(code) };
}

export function useMessageLink(code: string) {
  return useQuery({
    queryKey: key(code),
    queryFn: ({ signal }) => callApi(messageLinks.read, { params: { code }, signal }),
    retry: false,
  });
}

/** « Je confirme ma venue », « Annuler ce rendez-vous », « Ne plus recevoir de SMS ». */
export function useMessageLinkAction(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'confirm' | 'cancel' | 'stop') =>
      callApi(messageLinks[action], { params: { code }, body: {} }),
    onSuccess: (view) => queryClient.setQueryData(key(code), view),
  });
}
