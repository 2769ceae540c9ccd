import { useEffect, useState } from 'react';
import { Alert, apiErrorMessage, httpStatusOf, Loading, type Prescription } from 'shared-kernel';
import { getPrescriptionFile } from './prescriptions';
import { prescriptionMessages, usePrescriptionText } from './i18n';

type FileState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/**
 * A prescription's file, fetched with the session's token (it is never at a public address) and
 * shown from an object URL: the picture, or for a PDF an embed with a link to open it. The URL is
 * revoked when the view goes. Each fetch is logged by the server as a read of the file.
 */
export function PrescriptionFileView({
  prescription,
  className,
}: {
  prescription: Pick<Prescription, 'id' | 'contentType' | 'fileName' | 'prescriberName'>;
  className?: string;
}) {
  const t = usePrescriptionText();
  const [state, setState] = useState<FileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let url: string | null = null;
    let current = true;
    setState({ status: 'loading' });
    getPrescriptionFile(prescription.id)
      .then((blob) => {
        if (!current) return;
        // The type the server decided, not whatever the blob claims.
        url = URL.createObjectURL(new Blob([blob], { type: prescription.contentType }));
        setState({ status: 'ready', url });
      })
      .catch((error) => {
        if (!current) return;
        const status = httpStatusOf(error);
        setState({
          status: 'error',
          message:
            status === 403 || status === 404
              ? prescriptionMessages.t('rxView.notYours')
              : apiErrorMessage(error, prescriptionMessages.t('rxView.loadError')),
        });
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [prescription.id, prescription.contentType, attempt]);

  const classes = ['ep-rx-view', className].filter(Boolean).join(' ');
  if (state.status === 'loading') return <Loading label={t('rxView.loading')} className={classes} />;
  if (state.status === 'error')
    return (
      <Alert className={classes} onRetry={() => setAttempt((n) => n + 1)}>
        {state.message}
      </Alert>
    );
  if (prescription.contentType === 'application/pdf')
    return (
      <div className={classes} data-testid="prescription-file">
        <object
          data={state.url}
          type="application/pdf"
          className="ep-rx-view__pdf"
          aria-label={t('rxView.pdfLabel', { prescriber: prescription.prescriberName })}
        >
          <p>{t('rxView.noPdf')}</p>
        </object>
        <a href={state.url} target="_blank" rel="noopener noreferrer" download={prescription.fileName}>
          {t('rxView.openPdf', { file: prescription.fileName })}
        </a>
      </div>
    );
  return (
    <div className={classes} data-testid="prescription-file">
      <img src={state.url} alt={t('rxView.alt', { prescriber: prescription.prescriberName })} className="ep-rx-view__image" />
      <a href={state.url} target="_blank" rel="noopener noreferrer">
        {t('rxView.openFull')}
      </a>
    </div>
  );
}
