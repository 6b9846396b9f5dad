import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clients } from '@/shared/endpoints/clients';
import type { ClientNoteInput, NewClientInput, UpdateClientInput } from '@/shared/schemas/clients';
import { apiUrl, callApi } from '@/web/lib/api-client';
import type { Tell } from '@/web/lib/tell';
import { uploadFile } from '@/web/lib/upload';

/** The owner's book, searched and by pages: every client query lives under ['clients']. */
export const clientListQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['clients', 'list', q, page],
    queryFn: ({ signal }) => callApi(clients.list, { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: ['clients', 'file', id],
    queryFn: ({ signal }) => callApi(clients.get, { params: { id }, signal }),
  });

export const useClients = (q: string, page: number) => useQuery(clientListQuery(q, page));
export const useClient = (id: string) => useQuery(clientQuery(id));

/** The appointment dialog's search: nothing until something is typed. */
export const useClientSearch = (q: string) =>
  useQuery({ ...clientListQuery(q.trim(), 1), enabled: q.trim().length > 0 });

function useClientMutation<TInput, TResult>(
  request: (input: TInput) => Promise<TResult>,
  tell: Tell<TResult, TInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    ...tell,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}

export const useCreateClient = () =>
  useClientMutation((input: NewClientInput) => callApi(clients.create, { body: input }));
export const useUpdateClient = (id: string) =>
  useClientMutation((input: UpdateClientInput) => callApi(clients.update, { params: { id }, body: input }));
export const useDeleteClient = () =>
  useClientMutation((id: string) => callApi(clients.remove, { params: { id } }));
export const useAddClientNote = (id: string) =>
  useClientMutation((input: ClientNoteInput) => callApi(clients.addNote, { params: { id }, body: input }));
export const useMergeClients = (id: string, tell?: Tell<unknown, string>) =>
  useClientMutation((otherId: string) => callApi(clients.merge, { params: { id }, body: { otherId } }), tell);
export const useImportClients = () =>
  useClientMutation((file: File) =>
    uploadFile(clients.import, {}, file, undefined, "L'import des clients a échoué."),
  );

/** Addresses the browser opens itself (downloads). */
export const clientsCsvUrl = () => apiUrl(clients.exportList, {});
export const clientFileJsonUrl = (id: string) => apiUrl(clients.exportFile, { params: { id } });
