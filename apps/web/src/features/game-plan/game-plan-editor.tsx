import '@mantine/tiptap/styles.css';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getUploadImageExtension, Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import type { GamePlan } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { CancelSaveButtons } from '../../ui/cancel-save-buttons';
import { gamePlanApi, gamePlanKeys } from './game-plan.api';

/** The toolbar's button names (aria-labels), translated as `gamePlan.editor.<name>`. */
const LABELS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'blockquoteControlLabel',
  'hrControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'imageUploadControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const;

const uploadImage = async (file: File) => (await gamePlanApi.uploadImage(file)).large;

type Props = { levelId: string | null; initial: GamePlan | null; onClose: () => void };

/**
 * HQ's editor of one game plan page (its own chunk: readers never load it): headings, bold, italic, underline,
 * strike, lists, quote, rule, links and pictures (uploaded as the company's images). The API sanitises what it
 * stores; the editor offers only what the allow-list keeps.
 */
export default function GamePlanEditor({ levelId, initial, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The editor shows a picture before its upload ends; saving waits for every upload, so no picture is lost.
  const [uploads, setUploads] = useState(0);
  const uploadCounted = async (file: File) => {
    setUploads((count) => count + 1);
    try {
      return await uploadImage(file);
    } finally {
      setUploads((count) => count - 1);
    }
  };
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false }),
      getUploadImageExtension(Image, {
        onImageUpload: uploadCounted,
        onImageUploadError: (_file, error) =>
          notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) }),
      }),
    ],
    content: initial?.content ?? '',
  });
  const labels = Object.fromEntries(
    LABELS.map((key) => [key, t(`gamePlan.editor.${key}`)]),
  ) as Partial<RichTextEditorLabels>;

  const save = useMutation({
    mutationFn: () => gamePlanApi.save({ levelId, content: editor?.getHTML() ?? '' }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: gamePlanKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
  });

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (uploads === 0) save.mutate();
      }}
    >
      {save.error && <ErrorAlert error={save.error} />}
      <RichTextEditor editor={editor} labels={labels} data-testid="game-plan-editor">
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-height, 0px)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={320} data-testid="game-plan-editor-content" />
      </RichTextEditor>
      <CancelSaveButtons onCancel={onClose} saving={save.isPending || uploads > 0} saveTestId="game-plan-save" />
    </Stack>
  );
}
