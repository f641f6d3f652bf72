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
import { formatDateTime } from '@matrimony/catalog/date-format';
import { uploadIdDocument, type VerificationChecks } from '../../api/verification-api';
import { Muted } from '../../shared/styles';
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

const kindLabel = (kind: IdDocumentKind) => ID_DOCUMENT_KINDS.find((each) => each.id === kind)?.label ?? kind;

/** What the member reads about a refused or expired document, above the form to send another. */
function outcomeMessage(review: Review): UserMessage | undefined {
  if (review.status === 'rejected') {
    const reason = ID_DOCUMENT_REJECT_REASONS.find((each) => each.id === review.reason);
    return {
      title: `Your ${kindLabel(review.kind)} Was Not Accepted`,
      description: reason?.text ?? 'A moderator could not accept it. Please upload another document.'
    };
  }
  if (review.status === 'expired')
    return {
      title: 'Not Checked in Time',
      description: `No moderator decided on your ${kindLabel(review.kind)} within ${VERIFICATION_IMAGE_KEEP_DAYS} days, so its image was deleted. Please send it again; we are sorry for the wait.`
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

  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  const heading = (
    <h3 id="id-document-heading">
      {review?.status === 'pending' ? 'Your ID document' : 'Or upload a photo of another ID'}
    </h3>
  );

  if (review?.status === 'pending')
    return (
      <SubSection aria-labelledby="id-document-heading">
        {heading}
        <Waiting role="status">
          Waiting for a moderator since {formatDateTime(review.submittedAt)}: your {kindLabel(review.kind)} is
          compared with your profile within {MODERATION_TARGET_HOURS} hours.
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
        A PAN card, passport, voter ID or driving licence. A moderator compares it with your profile (name,
        date of birth, gender and photos) within {MODERATION_TARGET_HOURS} hours. The image is deleted once
        they decide, and after {VERIFICATION_IMAGE_KEEP_DAYS} days at most; we never keep the document’s
        number.
      </Muted>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy || undefined}>
        <Select
          id={KIND_ID}
          label="Document"
          placeholder="Choose a document"
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
          label="Photo of the document"
          hint={`The whole document, sharp and readable: JPEG, PNG or WebP, up to ${MAX_ID_DOCUMENT_BYTES / (1024 * 1024)} MB.`}
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
        <Button type="submit" busy={busy} busyLabel="Sending...">
          Send for review
        </Button>
      </Form>
    </SubSection>
  );
}
