import { Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../ui/icon-action';

/** A card's "edit" and "delete" icon buttons (`<testId>-edit`, `<testId>-delete`), named for what they act on. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  testId,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconAction
        variant="subtle"
        label={editLabel}
        icon={<IconPencil size={18} />}
        onClick={onEdit}
        data-testid={`${testId}-edit`}
      />
      <IconAction
        variant="subtle"
        color="red"
        label={deleteLabel}
        icon={<IconTrash size={18} />}
        onClick={onDelete}
        data-testid={`${testId}-delete`}
      />
    </Group>
  );
}
