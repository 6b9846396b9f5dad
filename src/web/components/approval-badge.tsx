/** "Approuvé" or "En attente": a salon's or a prestataire's validation by an administrator. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <span
      className={
        approved
          ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900'
          : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
      }
    >
      {approved ? 'Approuvé' : 'En attente'}
    </span>
  );
}
