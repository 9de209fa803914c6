import type { Access } from '@niaga/shared';
import { IconFolders } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: the team reads the folders open to it (agents those of their level); HQ and staff with the permission write. */
export const MARKETING_FILES_ACCESS = {
  read: { roles: ['hq', 'staff', 'agent'] },
  write: { roles: ['hq', 'staff'], permission: 'posting_content' },
} as const satisfies Record<string, Access>;

const { FoldersPage, FolderFilesPage } = lazyPages({
  FoldersPage: () => import('./folders-page'),
  FolderFilesPage: () => import('./folder-files-page'),
});

export const { routes: marketingFilesProtectedRoutes, menu: marketingFilesMenu } = featurePages([
  {
    path: '/files',
    element: <FoldersPage />,
    titleKey: 'marketingFiles.menu',
    access: MARKETING_FILES_ACCESS.read,
    menu: IconFolders,
  },
  {
    path: '/files/folders',
    element: <FolderFilesPage />,
    titleKey: 'marketingFiles.folderPage',
    access: MARKETING_FILES_ACCESS.read,
  },
]);
