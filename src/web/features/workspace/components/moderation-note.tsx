import type { ModerationStatus } from '@/shared/api-types';

/**
 * Where a service or employee of an approved salon stands with the admins (decision 075), under its
 * row in the owner's lists: nothing when public with nothing waiting.
 */
export function ModerationNote({
  moderation,
  pending,
  noun,
}: {
  moderation: ModerationStatus;
  /** What waits beside the public version, as the owner wrote it. */
  pending: string | null;
  noun: 'service' | 'employé';
}) {
  const text =
    moderation === 'waiting'
      ? `En attente de validation par l’administration : ce${noun === 'service' ? ' service' : 't employé'} n’est pas encore visible des clients.`
      : moderation === 'refused'
        ? `Refusé par l’administration : invisible des clients. Modifiez-le pour le proposer à nouveau.`
        : pending
          ? `Modification en attente de validation : ${pending}. La version actuelle reste affichée.`
          : null;
  if (!text) return null;
  return (
    <span className="block text-sm text-amber-800" data-moderation={moderation}>
      {text}
    </span>
  );
}
