import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-area spinner for route chunks and the guard (kept apart so the entry chunk stays small). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
