import type {
  MarketingFile,
  MarketingFileInput,
  MarketingFolder,
  MarketingFolderFiles,
  MarketingFolderInput,
  marketingUploaded,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export const marketingFilesKeys = {
  all: ['marketing-files'] as const,
  folders: () => [...marketingFilesKeys.all, 'folders'] as const,
  folder: (id: string) => [...marketingFilesKeys.all, 'folder', id] as const,
};

/** The folders the caller sees, by name, with their file counts. */
export const foldersQuery = () =>
  queryOptions({
    queryKey: marketingFilesKeys.folders(),
    queryFn: ({ signal }) => api.get<MarketingFolder[]>('/marketing/folder', undefined, signal),
  });

/** A folder and its files (newest first); 404 when the caller does not see it. */
export const folderFilesQuery = (folderId: string) =>
  queryOptions({
    queryKey: marketingFilesKeys.folder(folderId),
    queryFn: ({ signal }) => api.get<MarketingFolderFiles>('/marketing/file', { folderId }, signal),
  });

export const folderZipUrl = (folderId: string) => `/api/marketing/folder/${encodeURIComponent(folderId)}/zip`;

export const marketingFilesApi = {
  saveFolder: (body: MarketingFolderInput) => api.send<MarketingFolder>('/marketing/folder', body),
  /** `confirm`: the folder's files go with it (the API refuses a folder with files without it). */
  deleteFolder: (id: string, confirm: boolean) =>
    api.send<{ deletedFiles: number }>(`/marketing/folder/${encodeURIComponent(id)}`, undefined, {
      method: 'DELETE',
      query: { confirm },
    }),
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.send<z.infer<typeof marketingUploaded>>('/marketing/file/upload', body);
  },
  saveFile: (body: MarketingFileInput) => api.send<MarketingFile>('/marketing/file', body),
  deleteFile: (id: string) =>
    api.send<null>(`/marketing/file/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
};
