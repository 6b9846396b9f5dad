import { Button } from '@/web/components/ui/button';

/**
 * A list row's « Modifier » and its removal, side by side. With `itemName`, each button's accessible
 * name says which row it acts on (« Modifier Aïd el-Fitr 30 mars »).
 */
export function EditRemoveButtons({
  itemName,
  onEdit,
  onRemove,
  removeLabel = 'Supprimer',
  removing = false,
}: {
  itemName?: string;
  onEdit: () => void;
  onRemove: () => void;
  removeLabel?: string;
  removing?: boolean;
}) {
  return (
    <>
      <Button size="sm" variant="outline" aria-label={itemName && `Modifier ${itemName}`} onClick={onEdit}>
        Modifier
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive"
        aria-label={itemName && `${removeLabel} ${itemName}`}
        disabled={removing}
        onClick={onRemove}
      >
        {removeLabel}
      </Button>
    </>
  );
}
