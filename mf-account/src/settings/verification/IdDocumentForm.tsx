import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  VERIFICATION_IMAGE_KEEP_DAYS,
  ID_DOCUMENT_KINDS,
  ID_DOCUMENT_REJECT_REASONS,
  MODERATION_TARGET_HOURS,
  MAX_ID_DOCUMENT_BYTES,
  type IdDocumentKind
} from '@matrimony/catalog';
import {
  VERIFICATION_PAGE_MESSAGES as MESSAGES,
  messageText,
  type UserMessage
} from '@matrimony/catalog/messages';
import { problemMessage } from '@matrimony/session';
import { Button, Select, TextField } from '@matrimony/ui';
import { useDateFormat } from '@matrimony/ui/date-format';
import { uploadIdDocument, type VerificationChecks } from '../../api/verification-api';
import { catalogText, useCatalogText } from '@matrimony/ui/catalog-text';
import { Muted } from '../../shared/styles';
import { settingsText, useSettingsT } from '../messages';
import { Notice } from '../Notice';
import { SubSection } from '../SettingsSection';

const Form = styled.form`
  display: grid;
  max-width: 28rem;
  & > button {
    justify-self: start;
  }
  & > [tabindex='-1'] {
    margin-bottom: ${({ theme }) => theme.space(4)};
    &:focus {
      outline: none;
    }
  }
`;

const Waiting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

type Review = NonNullable<VerificationChecks['id']['review']>;
type Errors = { kind?: string; image?: string };

const KIND_ID = 'id-document-kind';
const IMAGE_ID = 'id-document-image';
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

const kindLabel = (kind: IdDocumentKind) =>
  catalogText(ID_DOCUMENT_KINDS.find((each) => each.id === kind)?.label ?? kind);

/** What the member reads about a refused or expired document, above the form to send another. */
function outcomeMessage(review: Review): UserMessage | undefined {
  if (review.status === 'rejected') {
    const reason = ID_DOCUMENT_REJECT_REASONS.find((each) => each.id === review.reason);
    return {
      title: settingsText('settings.idDocument.rejectedTitle', { document: kindLabel(review.kind) }),
      description: reason ? catalogText(reason.text) : settingsText('settings.idDocument.rejectedText')
    };
  }
  if (review.status === 'expired')
    return {
      title: settingsText('settings.idDocument.expiredTitle'),
      description: settingsText('settings.idDocument.expiredText', {
        document: kindLabel(review.kind),
        days: VERIFICATION_IMAGE_KEEP_DAYS
      })
    };
  return undefined;
}

/**
 * ID by a photo of a PAN card, passport, voter ID or driving licence, which a moderator compares with the profile
 * (docs/product-rules.md#verification). While one waits, says since when; a refused or expired one says so above
 * the form. `onSent` gets the checks with the new submission.
 */
export function IdDocumentForm({
  review,
  onSent
}: {
  review: Review | null;
  onSent: (checks: VerificationChecks) => void;
}) {
  const [kind, setKind] = useState<IdDocumentKind | ''>('');
  const [image, setImage] = useState<File>();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<UserMessage>();
  const [busy, setBusy] = useState(false);
  const failureBox = useRef<HTMLDivElement>(null);
  const t = useSettingsT();
  const { formatDateTime } = useDateFormat();
  useCatalogText();

  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  const heading = (
    <h3 id="id-document-heading">
      {review?.status === 'pending' ? t('settings.idDocument.yours') : t('settings.idDocument.another')}
    </h3>
  );

  if (review?.status === 'pending')
    return (
      <SubSection aria-labelledby="id-document-heading">
        {heading}
        <Waiting role="status">
          {t('settings.idDocument.waiting', {
            since: formatDateTime(review.submittedAt),
            document: kindLabel(review.kind),
            hours: MODERATION_TARGET_HOURS
          })}
        </Waiting>
      </SubSection>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const found: Errors = {
      kind: kind ? undefined : messageText(MESSAGES.documentKindNeeded),
      image: !image
        ? messageText(MESSAGES.documentImageNeeded)
        : image.size > MAX_ID_DOCUMENT_BYTES
          ? messageText(MESSAGES.documentImageTooLarge)
          : undefined
    };
    setErrors(found);
    if (found.kind || found.image || !kind || !image) {
      document.getElementById(found.kind ? KIND_ID : IMAGE_ID)?.focus();
      return;
    }
    setBusy(true);
    try {
      onSent(await uploadIdDocument(image, kind, () => undefined));
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const outcome = review ? outcomeMessage(review) : undefined;
  return (
    <SubSection aria-labelledby="id-document-heading">
      {heading}
      {outcome ? <Notice tone="danger" message={outcome} /> : null}
      <Muted>
        {t('settings.idDocument.intro', {
          hours: MODERATION_TARGET_HOURS,
          days: VERIFICATION_IMAGE_KEEP_DAYS
        })}
      </Muted>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy || undefined}>
        <Select
          id={KIND_ID}
          label={t('settings.idDocument.kind')}
          placeholder={t('settings.idDocument.kindPlaceholder')}
          options={ID_DOCUMENT_KINDS.map((each) => ({ value: each.id, label: each.label }))}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as IdDocumentKind | '');
            setErrors((before) => ({ ...before, kind: undefined }));
          }}
          error={errors.kind}
          required
        />
        <TextField
          id={IMAGE_ID}
          label={t('settings.idDocument.image')}
          hint={t('settings.idDocument.imageHint', { megabytes: MAX_ID_DOCUMENT_BYTES / (1024 * 1024) })}
          type="file"
          accept={ACCEPTED_TYPES}
          onChange={(event) => {
            setImage(event.target.files?.[0]);
            setErrors((before) => ({ ...before, image: undefined }));
          }}
          error={errors.image}
          required
        />
        {failure ? (
          <div ref={failureBox} tabIndex={-1}>
            <Notice tone="danger" message={failure} />
          </div>
        ) : null}
        <Button type="submit" busy={busy} busyLabel={t('settings.busy.sending')}>
          {t('settings.idDocument.submit')}
        </Button>
      </Form>
    </SubSection>
  );
}
