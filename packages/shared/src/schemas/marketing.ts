import { z } from 'zod';
import { idText, multilineText, requiredText, text } from './text.js';

/** Kinds of a marketing file (checked by content on upload, spec §5). */
export const MARKETING_FILE_TYPES = ['jpg', 'png', 'pdf'] as const;
export type MarketingFileType = (typeof MARKETING_FILE_TYPES)[number];

/**
 * Spec §3 Marketing folder: a name and the levels that see it (`levelIds` empty: every level, spec §6).
 * Without `id` a new folder, else the change of that folder.
 */
export const marketingFolderInput = z.object({
  id: idText().optional(),
  name: requiredText(120),
  levelIds: z.array(idText()).max(100).default([]),
});
export type MarketingFolderInput = z.input<typeof marketingFolderInput>;

export const marketingFolder = z.object({
  id: z.string(),
  name: z.string(),
  levelIds: z.array(z.string()),
  levels: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many files it holds and their bytes together. */
  fileCount: z.number(),
  totalSize: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketingFolder = z.infer<typeof marketingFolder>;

/** `confirm=true` deletes a folder that still holds files, with them; without it such a folder is refused (409). */
export const marketingFolderDeleteQuery = z.object({
  confirm: text({ max: 5 }).pipe(z.stringbool()).default(false),
});

/**
 * Spec §3 File: name, type, size, description. `upload` is the name answered by POST /api/marketing/file/upload
 * (needed for a new file; a change keeps the stored file). Without `id` a new file, else the change of that file.
 */
export const marketingFileInput = z.object({
  id: idText().optional(),
  folderId: idText(),
  upload: text({ max: 80 }).optional(),
  name: requiredText(150),
  description: multilineText(1000).default(''),
});
export type MarketingFileInput = z.input<typeof marketingFileInput>;

export const marketingFile = z.object({
  id: z.string(),
  folderId: z.string(),
  name: z.string(),
  type: z.enum(MARKETING_FILE_TYPES),
  /** Bytes. */
  size: z.number(),
  description: z.string(),
  /** GET /api/marketing/file/{id}/download: the file itself (attachment, under its name). */
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketingFile = z.infer<typeof marketingFile>;

export const marketingFilesQuery = z.object({ folderId: idText() });
/** A folder's files, newest first, with the folder itself. */
export const marketingFolderFiles = z.object({ folder: marketingFolder, items: z.array(marketingFile) });
export type MarketingFolderFiles = z.infer<typeof marketingFolderFiles>;

export const marketingUploaded = z.object({
  upload: z.string(),
  type: z.enum(MARKETING_FILE_TYPES),
  size: z.number(),
});
/** What a folder's delete removed with it. */
export const marketingFolderDeleted = z.object({ deletedFiles: z.number() });
