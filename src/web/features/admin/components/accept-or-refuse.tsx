import { Button } from '@/web/components/ui/button';

/** An item awaiting an admin's decision: "Accepter" and "Refuser", named for the item they decide. */
export function AcceptOrRefuse({
  what,
  pending,
  onAccept,
  onRefuse,
}: {
  /** The item in the buttons' accessible names: "Accepter la photo 2". */
  what: string;
  pending: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" aria-label={`Accepter ${what}`} disabled={pending} onClick={onAccept}>
        Accepter
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Refuser ${what}`}
        disabled={pending}
        onClick={onRefuse}
      >
        Refuser
      </Button>
    </div>
  );
}
