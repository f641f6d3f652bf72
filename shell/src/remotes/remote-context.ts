import { createContext, useContext } from 'react';
import { type RemoteEntry } from '../runtime-config';
import { type RemoteRoutesLoader } from './remote-loader';

export type RemotesContextValue = { remotes: readonly RemoteEntry[]; loader: RemoteRoutesLoader };

export const RemotesContext = createContext<RemotesContextValue | null>(null);

export function useRemotes(): RemotesContextValue {
  const value = useContext(RemotesContext);
  if (!value) throw new Error('RemotesContext missing');
  return value;
}
