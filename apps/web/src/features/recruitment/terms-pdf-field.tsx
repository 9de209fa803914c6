import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../ui/upload-field';
import { recruitmentApi } from './recruitment.api';

/** What Save does with the PDF: keep the current one (undefined), remove it (null) or attach a new upload. */
export type PdfChoice = undefined | null | { file: string; name: string };

/**
 * An agreement's PDF: the current one (a link and a remove button), a new upload (its name), or a button that
 * uploads one. The API checks the content is a PDF; the name it answers is saved with the agreement.
 */
export function TermsPdfField({
  currentUrl,
  value,
  onChange,
}: {
  currentUrl: string | null;
  value: PdfChoice;
  onChange: (value: PdfChoice) => void;
}) {
  const { t } = useTranslation();
  const current =
    value === undefined && currentUrl ? { url: currentUrl, label: t('recruitment.agreements.pdfOpen') } : null;
  return (
    <UploadField
      label={t('recruitment.agreements.pdf')}
      description={t('recruitment.agreements.pdfHint')}
      testId="terms-pdf-field"
      accept={['application/pdf']}
      typeError={t('recruitment.agreements.pdfType')}
      chooseLabel={t('recruitment.agreements.pdfChoose')}
      removeLabel={t('recruitment.agreements.pdfRemove')}
      icon={<IconFileTypePdf size={16} aria-hidden />}
      shown={value ?? current}
      upload={recruitmentApi.uploadTermsPdf}
      onUploaded={(file, chosen) => onChange({ file, name: chosen.name })}
      onRemove={() => onChange(value ? undefined : null)}
    />
  );
}
