import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../ui/upload-field';
import { newsFeedApi } from './news-feed.api';

const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
type Attachment = { file: string; name: string } | null;

/** A post's attachment: its name with a remove button, or a button that uploads one (PDF, JPEG or PNG). */
export function NewsFileField({
  value,
  onChange,
  error,
}: {
  value: Attachment;
  onChange: (value: Attachment) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <UploadField
      label={t('newsFeed.field.file')}
      description={t('newsFeed.field.fileHint')}
      error={error}
      testId="news-file-field"
      accept={FILE_TYPES}
      typeError={t('newsFeed.fileType')}
      chooseLabel={t('newsFeed.field.chooseFile')}
      removeLabel={t('newsFeed.field.removeFile')}
      icon={<IconPaperclip size={16} aria-hidden />}
      shown={value}
      upload={newsFeedApi.uploadFile}
      onUploaded={(file, chosen) => onChange({ file, name: chosen.name.slice(0, 150) })}
      onRemove={() => onChange(null)}
    />
  );
}
