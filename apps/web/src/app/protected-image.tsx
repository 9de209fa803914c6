import { Button, Image, type ImageProps, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../lib/download';

export type ProtectedFile =
  | { status: 'loading'; src: null; retry: () => void }
  | { status: 'ready'; src: string; retry: () => void }
  | { status: 'error'; src: null; retry: () => void };

/**
 * A private file (`/api/files/…`, e.g. a transfer receipt) fetched with the bearer token into a blob URL, which
 * lives as long as the component: a plain `<img src>` would carry no token. Each `retry()` fetches it again.
 */
export function useProtectedFile(url: string | null): ProtectedFile {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; src: string | null }>({
    status: 'loading',
    src: null,
  });
  useEffect(() => {
    void attempt;
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading', src: null });
    fetchFile(url, controller.signal)
      .then((response) => response.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', src: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);
  return { ...state, retry: () => setAttempt((value) => value + 1) } as ProtectedFile;
}

/** The image of a private file: a placeholder while it loads, a message and "Try again" if it cannot be shown. */
export function ProtectedImage({
  file,
  alt,
  ...imageProps
}: { file: ProtectedFile; alt: string } & Omit<ImageProps, 'src'>) {
  const { t } = useTranslation();
  if (file.status === 'loading')
    return (
      <Skeleton
        h={imageProps.mah ?? 200}
        radius="md"
        aria-label={t('common.loading')}
        data-testid="protected-image-loading"
      />
    );
  if (file.status === 'error')
    return (
      <Stack gap={4} align="flex-start" data-testid="protected-image-error">
        <Text size="sm" c="red" role="alert">
          {t('files.notShown')}
        </Text>
        <Button size="xs" variant="default" onClick={file.retry}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  return <Image src={file.src} alt={alt} {...imageProps} />;
}
