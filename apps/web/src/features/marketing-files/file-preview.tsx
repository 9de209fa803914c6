import { Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { MarketingFile } from '@niaga/shared';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../../lib/download';

const HEIGHT = 160;
type State = 'waiting' | 'loading' | 'ready' | 'error';

/**
 * A file's preview, fetched with the token once it scrolls into view: an image's thumbnail, a PDF's first page
 * (drawn by PDF.js, loaded then), else the type's icon.
 */
export function FilePreview({ file }: { file: MarketingFile }) {
  const { t } = useTranslation();
  const { ref, inViewport } = useInViewport<HTMLDivElement>();
  const [seen, setSeen] = useState(false);
  const [state, setState] = useState<State>('waiting');
  const [src, setSrc] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);

  // Once seen, fetched and drawn once; the image's blob URL lives as long as the card.
  useEffect(() => {
    if (!seen) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState('loading');
    (async () => {
      const blob = await (await fetchFile(file.url, controller.signal)).blob();
      if (file.type === 'pdf') {
        const { renderFirstPage } = await import('./pdf-first-page');
        const target = canvas.current;
        if (!target) throw new Error('no canvas');
        await renderFirstPage(await blob.arrayBuffer(), target, target.parentElement?.clientWidth || 320);
      } else {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      }
      if (!controller.signal.aborted) setState('ready');
    })().catch(() => {
      if (!controller.signal.aborted) setState('error');
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [seen, file.url, file.type]);

  const label = t('marketingFiles.preview', { name: file.name });
  return (
    <div ref={ref} style={{ position: 'relative', height: HEIGHT, overflow: 'hidden' }} data-testid="file-preview">
      {file.type === 'pdf' && (
        <canvas
          ref={canvas}
          aria-label={label}
          role="img"
          data-testid="file-preview-pdf"
          data-state={state}
          style={{ width: '100%', display: state === 'ready' ? 'block' : 'none', background: 'white' }}
        />
      )}
      {file.type !== 'pdf' && state === 'ready' && src && (
        <Image src={src} alt={label} h={HEIGHT} fit="cover" data-testid="file-preview-image" />
      )}
      {(state === 'waiting' || state === 'loading') && (
        <Skeleton h={HEIGHT} radius={0} aria-label={t('common.loading')} />
      )}
      {state === 'error' && (
        <Center h={HEIGHT} bg="var(--mantine-color-default-hover)">
          <Stack gap={4} align="center">
            {file.type === 'pdf' ? <IconFileTypePdf size={40} aria-hidden /> : <IconPhoto size={40} aria-hidden />}
            <Text size="xs" c="dimmed">
              {t('marketingFiles.noPreview')}
            </Text>
          </Stack>
        </Center>
      )}
    </div>
  );
}
