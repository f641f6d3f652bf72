import { useId, useRef, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { Button, toast } from '@matrimony/ui';
import { ProgressBar } from '@matrimony/ui/progress-bar';
import { problemMessage, useSession, type OnProgress } from '@matrimony/session';
import { useReplaceProfile } from '../api/account-api';
import type { OwnProfile } from '@matrimony/contracts/http/profile/own-profile';
import { Muted } from '../shared/styles';
import { catalogMessage } from '@matrimony/ui/catalog-text';
import { useMyProfileT } from './messages';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type PhotoUploadProps = {
  /** The button ("Add photos", "Add a horoscope photo"). */
  addLabel: string;
  /** The progress bar's name at a percentage ("Uploading photos: 40%"). */
  uploadingLabel: (percent: number) => string;
  multiple: boolean;
  /** How many files may still be added; 0 hides the picker. */
  room: number;
  /** The spec's message when the picked files may not be sent, else undefined. */
  check: (files: File[]) => string | undefined;
  upload: (files: File[], onProgress: OnProgress) => Promise<OwnProfile>;
  success: string;
};

/** A file picker that checks the choice first, then uploads with a progress bar. */
export function PhotoUpload({
  addLabel,
  uploadingLabel,
  multiple,
  room,
  check,
  upload,
  success
}: PhotoUploadProps) {
  const t = useMyProfileT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const replaceProfile = useReplaceProfile();
  const { refreshProfile } = useSession();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number>();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problem = check(files);
    setError(problem);
    if (problem || files.length === 0) return;
    setProgress(0);
    try {
      const profile = await upload(files, setProgress);
      replaceProfile(profile);
      void refreshProfile();
      toast({ title: success, variant: 'success' });
    } catch (failure) {
      const message = catalogMessage(problemMessage(failure));
      setError(message.description ? `${message.title}: ${message.description}` : message.title);
    } finally {
      setProgress(undefined);
    }
  };

  if (room === 0) return null;
  const uploading = progress !== undefined;
  return (
    <Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        onChange={onPick}
      />
      <div>
        <Button
          variant="secondary"
          busy={uploading}
          busyLabel={t('myProfile.upload.busy')}
          onClick={() => input.current?.click()}
          aria-describedby={`${inputId}-hint`}
        >
          {addLabel}
        </Button>
      </div>
      <Muted id={`${inputId}-hint`}>
        {multiple ? t('myProfile.upload.hintRoom', { room }) : t('myProfile.upload.hint')}
      </Muted>
      {uploading ? (
        <ProgressBar
          value={Math.round(progress * 100)}
          max={100}
          label={uploadingLabel(Math.round(progress * 100))}
        />
      ) : null}
      <ErrorText role="alert">{error}</ErrorText>
    </Box>
  );
}
