import { AspectRatio, Box, Text, UnstyledButton } from '@mantine/core';
import { type VideoRef, videoEmbedUrl } from '@niaga/shared';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A post's video: a play button of our own until it is pressed (nothing loads from the provider before), then the
 * privacy-friendly player (youtube-nocookie, Vimeo with do-not-track) in an iframe. The CSP allows frames of
 * exactly those two hosts (docs/decisions.md "News feed").
 */
export function NewsVideo({ video, subject }: { video: VideoRef; subject: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const src = `${videoEmbedUrl(video)}${video.provider === 'vimeo' ? '&' : '?'}autoplay=1`;
  return (
    <AspectRatio ratio={16 / 9} data-testid="news-video">
      {playing ? (
        <iframe
          src={src}
          title={t('newsFeed.videoTitle', { subject })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          // Our pages send no referrer; the players refuse to play without the site's origin.
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0, borderRadius: 8 }}
        />
      ) : (
        <UnstyledButton
          onClick={() => setPlaying(true)}
          aria-label={t('newsFeed.playVideo', { subject })}
          data-testid="news-video-play"
          style={{ borderRadius: 8, background: 'var(--mantine-color-dark-7)', color: 'white' }}
        >
          <Box style={{ display: 'grid', placeItems: 'center', height: '100%', gap: 8, alignContent: 'center' }}>
            <IconPlayerPlayFilled size={56} aria-hidden />
            <Text size="xs" c="gray.3" px="md" ta="center">
              {t('newsFeed.videoPrivacy', { provider: PROVIDER_NAMES[video.provider] })}
            </Text>
          </Box>
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}
